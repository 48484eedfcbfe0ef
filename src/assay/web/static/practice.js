// Progressive enhancement of the practice page: the form works without this file.
(function () {
  "use strict";
  var form = document.getElementById("submit-form");
  if (form) {
    form.addEventListener("submit", function () {
      var button = document.getElementById("submit");
      button.disabled = true;
      button.textContent = "Grading…";
      document.getElementById("submit-note").textContent = "Running your answer against the tests.";
    });
  }
  var result = document.getElementById("result") || document.getElementById("problem");
  if (result && window.location.hash !== "#top") {
    result.scrollIntoView({ block: "start" });
    if (result.focus) { result.focus({ preventScroll: true }); }
  }
})();
