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
  // A queued grade (ASSAY_QUEUE_URL): follow the job's events and reload once it is final. Without
  // this script the page refreshes itself (a <noscript> refresh); a plain reload works either way.
  var pending = document.getElementById("pending");
  if (pending && window.EventSource) {
    var said = document.getElementById("pending-status");
    var source = new EventSource(pending.getAttribute("data-events"));
    var finish = function () { source.close(); window.location.reload(); };
    source.addEventListener("status", function (event) {
      try {
        var status = JSON.parse(event.data).status;
        if (said && status) { said.querySelector("strong").textContent = status; }
      } catch (ignored) { /* a malformed frame changes nothing */ }
    });
    source.addEventListener("result", finish);
    source.addEventListener("error", function (event) {
      if (event.data !== undefined) { finish(); return; }  // the job failed: the page says why
      if (source.readyState === EventSource.CLOSED) { window.setTimeout(finish, 3000); }
    });
  }
  var result = document.getElementById("result") || pending || document.getElementById("problem");
  if (result) {
    result.scrollIntoView({ block: "start" });
    if (result.focus) { result.focus({ preventScroll: true }); }
  }
})();
