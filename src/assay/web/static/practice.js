// Progressive enhancement of the practice page: the form works without this file.
(function () {
  "use strict";
  var form = document.getElementById("submit-form");
  var editor = document.getElementById("solution");
  if (form) {
    form.addEventListener("submit", function () {
      var button = document.getElementById("submit");
      button.disabled = true;
      button.textContent = "Grading…";
      document.getElementById("submit-note").textContent = "Running your answer against the tests.";
    });
  }
  // Switching the starter replaces the editor's text: ask first when the learner has written something.
  document.querySelectorAll("a[data-starter]").forEach(function (link) {
    link.addEventListener("click", function (event) {
      if (editor && editor.value !== editor.defaultValue &&
          !window.confirm("Replace your answer with the " + link.textContent + " starter?")) {
        event.preventDefault();
      }
    });
  });
  var result = document.getElementById("result") || document.getElementById("problem");
  if (result) {
    result.scrollIntoView({ block: "start" });
    if (result.focus) { result.focus({ preventScroll: true }); }
  }
})();
