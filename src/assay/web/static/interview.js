// The interview page: REST to start and to read the report, the WebSocket for streamed turns
// (docs/interview.md, "HTTP" and "WebSocket"). A message sent while a turn streams interrupts it.
(function () {
  "use strict";
  var $ = function (id) { return document.getElementById(id); };
  var chat = $("chat"), input = $("message"), send = $("send"), status = $("status");
  var ws = null, interviewId = null, token = null, current = null, streaming = false, finished = false;
  var resumed = false;

  function say(text, isError) {
    status.textContent = text;
    status.className = isError ? "problem" : "muted";
    status.setAttribute("role", isError ? "alert" : "status");
  }
  function bubble(role, text) {
    var div = document.createElement("div");
    div.className = "msg " + role;
    div.setAttribute("data-role", role);
    div.textContent = text;
    chat.appendChild(div);
    chat.scrollTop = chat.scrollHeight;
    return div;
  }
  async function api(path, options) {
    var headers = { "content-type": "application/json" };
    if (token) { headers.authorization = "Bearer " + token; }
    var response = await fetch(path, Object.assign({ headers: headers }, options || {}));
    var body = null;
    try { body = await response.json(); } catch (e) { body = null; }
    if (!response.ok) {
      var message = (body && body.message) || ("The server answered " + response.status + ".");
      if (body && body.details && body.details.hint) { message += " " + body.details.hint; }
      throw new Error(message);
    }
    return body;
  }
  function phases(state) {
    var list = $("phases");
    list.textContent = "";
    var steps = [{ id: "intro", name: "Intro" }];
    (state.design_phases || []).forEach(function (p) { steps.push({ id: p.id, name: p.name, design: true }); });
    if (!(state.design_phases || []).length) { steps.push({ id: "design", name: "Design" }); }
    steps.push({ id: "closing", name: "Closing" });
    var order = ["routing", "intro", "design", "closing", "done"];
    var at = order.indexOf(state.interview_phase);
    var completed = state.design_phases_completed || [];
    steps.forEach(function (step) {
      var li = document.createElement("li");
      li.textContent = step.name;
      li.setAttribute("data-phase", step.id);
      var done = false, now = false;
      if (step.design) {
        done = completed.indexOf(step.id) >= 0 || at > 2;
        now = state.interview_phase === "design" && state.design_sub_phase === step.id;
      } else {
        done = at > order.indexOf(step.id);
        now = state.interview_phase === step.id;
      }
      if (done) { li.className = "done"; li.textContent += " ✓"; }
      if (now) { li.className = "current"; li.setAttribute("aria-current", "step"); }
      list.appendChild(li);
    });
  }
  function idle() {
    streaming = false;
    send.textContent = "Send";
    chat.setAttribute("aria-busy", "false");
  }
  function handle(frame) {
    if (frame.type === "ready") {
      phases(frame.state);
      input.disabled = false; send.disabled = false; $("show-report").disabled = false;
      if (frame.state.interview_phase === "done") { finish(); return; }
      if (!resumed) { say("Connected. Answer the interviewer below."); }
      input.focus();
    } else if (frame.type === "turn_start") {
      current = bubble("interviewer", "");
      streaming = true;
      send.textContent = "Interrupt and send";
      chat.setAttribute("aria-busy", "true");
    } else if (frame.type === "token") {
      if (!current) { current = bubble("interviewer", ""); }
      current.textContent += frame.text;
      chat.scrollTop = chat.scrollHeight;
    } else if (frame.type === "turn_end") {
      if (current) {
        current.textContent = frame.content;
        if (frame.interrupted) { current.classList.add("interrupted"); current.setAttribute("data-interrupted", "true"); }
      }
      current = null;
      idle();
      phases(frame.state);
      if (frame.state.interview_phase === "done") { finish(); }
    } else if (frame.type === "error") {
      say(frame.message + (frame.hint ? " " + frame.hint : ""), true);
    }
  }
  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    ws = new WebSocket(scheme + location.host + "/ws/interviews/" + encodeURIComponent(interviewId) +
      "?token=" + encodeURIComponent(token));
    ws.onmessage = function (event) {
      try { handle(JSON.parse(event.data)); } catch (e) { say("A message from the server could not be read.", true); }
    };
    ws.onclose = function (event) {
      idle();
      if (event.code === 4401) {
        say("Your sign-in has expired or its key was revoked: sign in again (Sign in, at the top), then reload.", true);
      } else if (event.code === 4403) {
        say("The server refused the live connection: your key lacks the submit scope, or the page came from another site.", true);
      } else if (event.code === 4429) {
        say("Too many requests with your key: wait a minute, then reload.", true);
      } else if (!finished) { say("The connection closed. Reload the page to start again.", true); }
      input.disabled = true; send.disabled = true;
    };
  }
  async function finish() {
    finished = true;
    input.disabled = true; send.disabled = true;
    say("The interview is over: your report is below.");
    await report();
    if (ws) { ws.close(); }
  }
  async function report() {
    try {
      var data = await api("/api/interviews/" + encodeURIComponent(interviewId) + "/report");
      var box = $("report-phases");
      box.textContent = "";
      $("overall").textContent = data.overall_score === null || data.overall_score === undefined
        ? "No overall score yet." : "Overall score: " + data.overall_score.toFixed(1) + " / 10";
      data.phases.forEach(function (p) {
        var card = document.createElement("div");
        card.className = "card";
        card.setAttribute("data-phase", p.phase_id);
        var h = document.createElement("h3");
        h.textContent = p.name + " — " + p.status.replace("_", " ") + (p.score === null ? "" : " (" + p.score.toFixed(1) + "/10)");
        card.appendChild(h);
        var items = Object.keys(p.evidence || {});
        if (items.length) {
          var t = document.createElement("p"); t.textContent = "What you covered, in your words:"; card.appendChild(t);
          items.forEach(function (item) {
            var q = document.createElement("blockquote");
            var b = document.createElement("strong"); b.textContent = item + ": ";
            q.appendChild(b); q.appendChild(document.createTextNode("“" + p.evidence[item] + "”"));
            card.appendChild(q);
          });
        }
        if (p.gaps && p.gaps.length) {
          var g = document.createElement("p"); g.textContent = "Missed: " + p.gaps.join(", "); card.appendChild(g);
        }
        if (p.feedback) { var f = document.createElement("p"); f.textContent = p.feedback; card.appendChild(f); }
        box.appendChild(card);
      });
      $("report").hidden = false;
    } catch (e) {
      say(e.message, true);
    }
  }
  // The interview survives a reload of this tab: its id and candidate token stay in sessionStorage
  // (this tab only), the transcript is read back and the WebSocket says any turn still owed.
  var SAVED = "assay-interview";
  async function resume() {
    var saved = null;
    try { saved = JSON.parse(sessionStorage.getItem(SAVED) || "null"); } catch (e) { saved = null; }
    if (!saved || !saved.id || !saved.token) { return; }
    interviewId = saved.id; token = saved.token;
    try {
      var transcript = await api("/api/interviews/" + encodeURIComponent(interviewId) + "/transcript");
      $("start-form").hidden = true;
      $("session").hidden = false;
      transcript.messages.forEach(function (m) {
        var b = bubble(m.role === "candidate" ? "candidate" : "interviewer", m.content);
        if (m.interrupted) { b.classList.add("interrupted"); b.setAttribute("data-interrupted", "true"); }
      });
      resumed = true;
      say("Welcome back: the interview goes on where it was.");
      connect();
    } catch (e) {
      sessionStorage.removeItem(SAVED);
      interviewId = null; token = null;
    }
  }
  $("new-interview").addEventListener("click", function () {
    sessionStorage.removeItem(SAVED);
    location.reload();
  });
  $("start-form").addEventListener("submit", async function (event) {
    event.preventDefault();
    $("start").disabled = true;
    say("Starting…");
    try {
      var body = { questionId: $("question").value };
      var name = $("candidate").value.trim();
      if (name) { body.candidateName = name; }
      var started = await api("/api/interviews", { method: "POST", body: JSON.stringify(body) });
      interviewId = started.interviewId;
      token = started.candidateToken;
      sessionStorage.setItem(SAVED, JSON.stringify({ id: interviewId, token: token }));
      $("start-form").hidden = true;
      $("session").hidden = false;
      bubble("interviewer", started.reply);
      phases(started.state);
      connect();
    } catch (e) {
      $("start").disabled = false;
      say(e.message, true);
    }
  });
  $("compose").addEventListener("submit", function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text || !ws || ws.readyState !== WebSocket.OPEN) { return; }
    bubble("candidate", text);
    ws.send(JSON.stringify({ type: "message", content: text }));
    input.value = "";
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      $("compose").requestSubmit();
    }
  });
  $("show-report").addEventListener("click", report);
  resume();
})();
