"""The learning history (docs/bench.md, "What happens to one trial", step 1): earlier questions, answers
and verdicts.

One history per prompt × model × round. The first question sees only the template and the new
question; later ones see every earlier question, the model's answer and whether it passed, then
the new question::

    [基礎 Prompt 模板]

    之前的學習經驗：

    問題1: …
    我的回答: …
    結果: ✅ PASSED (期望: …, 實際: …)

    ---
    現在請解決新問題：[當前問題]
"""

from __future__ import annotations

from dataclasses import dataclass, field

from assay.bench._config import base_template, fill_template

__all__ = ["History", "HistoryEntry"]

_LABELS = {
    "zh": {
        "intro": "之前的學習經驗：",
        "question": "問題",
        "answer": "我的回答",
        "result": "結果",
        "passed": "✅ PASSED",
        "failed": "❌ FAILED",
        "expected": "期望",
        "actual": "實際",
        "now": "現在請解決新問題：",
    },
    "en": {
        "intro": "Earlier experience:",
        "question": "Question ",
        "answer": "My answer",
        "result": "Result",
        "passed": "✅ PASSED",
        "failed": "❌ FAILED",
        "expected": "expected",
        "actual": "actual",
        "now": "Now solve the new question: ",
    },
}


def _clip(text: str, limit: int) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."


@dataclass(frozen=True)
class HistoryEntry:
    """One earlier attempt as the model will be reminded of it."""

    question: str
    answer: str
    expected: str
    actual: str
    passed: bool


@dataclass
class History:
    """Accumulates attempts and renders the context prompt for the next question."""

    language: str = "zh"
    max_chars: int = 400
    enabled: bool = True
    entries: list[HistoryEntry] = field(default_factory=list)

    def add(self, entry: HistoryEntry) -> None:
        """Remember an attempt (ignored when history is disabled)."""
        if self.enabled:
            self.entries.append(entry)

    def clear(self) -> None:
        """Forget everything, before the next prompt, model or round."""
        self.entries.clear()

    def render(self, template: str, question: str) -> str:
        """The full prompt for ``question``, in the layout of docs/bench.md (step 1 of a trial).

        The first question: the base template (``{question}`` taken out), a blank line, then
        "現在請解決新問題：" and the question. Later ones: the base template, "之前的學習經驗：" and
        every earlier attempt, then "---" and the new question. With the history disabled the
        question simply fills the template.
        """
        if not self.enabled:
            return fill_template(template, question)
        words = _LABELS[self.language]
        base = base_template(template)
        head = [base, ""] if base else []
        if not self.entries:
            return "\n".join([*head, f"{words['now']}{question}"])
        short = max(40, self.max_chars // 4)
        lines = [*head, words["intro"], ""]
        for number, entry in enumerate(self.entries, start=1):
            verdict = words["passed"] if entry.passed else words["failed"]
            lines += [
                f"{words['question']}{number}: {_clip(entry.question, short)}",
                f"{words['answer']}: {_clip(entry.answer, self.max_chars)}",
                f"{words['result']}: {verdict} ({words['expected']}: {_clip(entry.expected, short)}, "
                f"{words['actual']}: {_clip(entry.actual, short)})",
                "",
            ]
        lines += ["---", f"{words['now']}{question}"]
        return "\n".join(lines)
