"""How trials are stored in ``trials.jsonl`` and ``report/detailed_report.json`` (docs/bench.md).

With the learning history, the prompt of question N repeats the chain's questions 1..N-1, so
storing every prompt in full grows with the square of the question count (a 17-question run stored
0.4 MB of prompts per round, 200 questions would store about 60 MB). Like ``quick_view.html``, each
trial's prompt is stored as a delta against the previous trial recorded in its chain (same prompt,
model and round)::

    "prompt_delta": {"from": 3, "keep": 1843, "tail": "...text after the shared part..."}

meaning "the first 1843 characters of question 3's prompt, then the tail" (``from`` is ``null``
and ``keep`` 0 for a prompt stored whole). The template is stored once per prompt name: a record
without ``template`` has the one last recorded for its prompt. Records are decoded in file order.
A record with ``prompt_text`` (and ``template``) in full, as older runs wrote, is read as it is.
"""

from __future__ import annotations

from typing import Any

from assay.bench._models import Trial

__all__ = ["TrialCodec", "common_prefix"]

_Chain = tuple[str, str, int]


def common_prefix(a: str, b: str) -> int:
    """Length of the longest common prefix of two strings."""
    n = min(len(a), len(b))
    if a[:n] == b[:n]:
        return n
    lo, hi = 0, n  # a[:lo] == b[:lo] and a[:hi] != b[:hi]: bisect on slices (C speed)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid
    return lo


class TrialCodec:
    """Encodes trials to records and back, in one order (the file's).

    Keeps only the last prompt of each chain and the last template of each prompt name, so memory
    stays proportional to the number of chains, not of trials.
    """

    def __init__(self) -> None:
        self._last: dict[_Chain, tuple[int, str]] = {}
        self._templates: dict[str, str] = {}

    def _remember(self, trial: Trial) -> None:
        self._last[(trial.prompt, trial.model, trial.round)] = (trial.question, trial.prompt_text)
        self._templates[trial.prompt] = trial.template

    def encode(self, trial: Trial) -> dict[str, Any]:
        """The record to store for ``trial`` (JSON-ready), given the records encoded before it."""
        data = trial.model_dump(mode="json", exclude={"template", "prompt_text"})
        if self._templates.get(trial.prompt) != trial.template:
            data["template"] = trial.template
        previous = self._last.get((trial.prompt, trial.model, trial.round))
        keep = common_prefix(previous[1], trial.prompt_text) if previous else 0
        data["prompt_delta"] = {
            "from": previous[0] if previous and keep else None,
            "keep": keep,
            "tail": trial.prompt_text[keep:],
        }
        self._remember(trial)
        return data

    def decode(self, record: dict[str, Any]) -> Trial:
        """The trial a record stores, given the records decoded before it.

        Raises:
            ValueError: the record is not a trial, or refers to a prompt not decoded before it.
        """
        data = dict(record)
        delta = data.pop("prompt_delta", None)
        if delta is not None:
            try:
                chain = (str(data["prompt"]), str(data["model"]), int(data["round"]))
                source, keep, tail = delta["from"], int(delta["keep"]), str(delta["tail"])
            except (KeyError, TypeError, ValueError) as exc:
                raise ValueError(f"not a trial record: {exc!r}") from None
            head = ""
            if source is not None:
                previous = self._last.get(chain)
                if previous is None or previous[0] != source or len(previous[1]) < keep:
                    raise ValueError(
                        f"the prompt refers to question {source}, which is not recorded before it"
                    )
                head = previous[1][:keep]
            data["prompt_text"] = head + tail
        if "template" not in data:
            data["template"] = self._templates.get(str(data.get("prompt")), "")
        trial = Trial.model_validate(data)
        self._remember(trial)
        return trial
