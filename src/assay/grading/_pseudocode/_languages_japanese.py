"""Japan's exam pseudo-language (IPA's 基本情報技術者試験 科目B): ``○整数型: f(整数型: n)`` / ``endif``.

Japanese learners meet algorithms through the national IT exam's pseudo-language, and answer in it
(docs/pseudocode.md, "Pseudocode in other languages"): control words in English (``if (c)`` /
``elseif (c)`` / ``else`` / ``endif``, ``while (c)`` / ``endwhile``, ``endfor``, ``return``), the rest
in Japanese. An answer reads as it when a function is declared with the exam's ``○`` mark and a
block is closed with one of its words or counted with ``ずつ増やす`` / ``ずつ減らす``:

* ``○整数型: f(文字列型: s, 整数型の配列: a)`` (the result's type and each parameter's left out) is
  ``function f(s, a)``; a declaration ``整数型: m ← …`` is the assignment ``m ← …``, one that gives
  no value (``整数型: i, j``, ``整数型の配列: cur``) a remark;
* ``for (i を a から b まで c ずつ増やす)`` is ``for i ← a to b step c do`` (``減らす``: down to b);
* ``sの文字数`` / ``numsの要素数`` is ``len(s)`` / ``len(nums)``; ``{(n + 1)個の 0}`` is a list of n + 1
  zeros (``未定義の値``: ``None``), ``{}`` and ``{a, b}`` are lists; ``≧`` / ``≦`` are ``>=`` / ``<=``;
  ``a ÷ b の商`` is the whole quotient, ``a ÷ b の余り`` the remainder;
* ``resultの末尾に x を追加する`` appends x to result; ``numsを昇順に整列する`` sorts nums
  (``降順``: largest first); ``sの a 文字目から b 文字`` is the b characters of s from its a-th
  (``s[a .. a + b − 1]``, counted from 1 as the exam's arrays are).

Lines outside the functions (a paragraph above the first ``○``, a worked example under the last body)
are remarks only where the answer indents every function's body, so that a line at the margin can be
no step of one (:func:`ipa_remarks`). Not read: a step in Japanese sentences other than those above;
it stays as written and is reported.
"""

from __future__ import annotations

import re

from assay.grading._pseudocode._languages import Language, form, guard, reads_as, table

__all__ = ["JAPANESE", "ipa_remarks"]

# kana and the CJK ideographs: a line holding any is Japanese text
_JA = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff"
_NAME = r"[A-Za-z_]\w*"
# `整数型`, `文字列型の配列`, `整数型の配列の配列`, `実数型の二次元配列`, with a colon of either width
_TYPE = r"(?:整数型|実数型|文字列型|文字型|論理型)(?:の(?:二次元)?配列)*[ \t]*[:：][ \t]*"

JAPANESE = Language(
    rule="japanese",
    guard=guard(
        rf"^[ \t]*○[^\n]*{_NAME}[ \t]*\(",
        # a closer or one of the exam's phrases (`ずつ増やす`, `の要素数`, `個の`, `の末尾に` …)
        r"^[ \t]*(?:endif|endwhile|endfor)[ \t]*$|ずつ(?:増や|減ら)す|の(?:文字数|要素数)|個の|の末尾に|"
        r"順に(?:整列|ソート)する|文字目から",
    ),
    words=table(
        # a `//` comment in Japanese after a step (`bestL ← 0  // 0 のまま…`), never a whole quotient
        (rf"[ \t]+//(?![^\n]*の(?:商|余り))(?P<note>[ \t]*[^\n]*[{_JA}][^\n]*)$", r"  #\g<note>"),
        # a declaration that gives no value (`整数型: i, j`) is a remark; one that does, an assignment
        (rf"^(?P<i>[ \t]*){_TYPE}(?P<names>{_NAME}(?:[ \t]*,[ \t]*{_NAME})*)[ \t]*$", r"\g<i># \g<names>"),
        (_TYPE, ""),
        (rf"(?P<x>{_NAME}(?:\[[^\[\]]*\])?)[ \t]*の[ \t]*(?:文字数|要素数)", r"len(\g<x>)"),
        (r"≧", ">="),
        (r"≦", "<="),
        (r"[÷/][ \t]*(?P<b>[^÷/]+?)[ \t]*の商", r"// \g<b>"),
        (r"[÷/][ \t]*(?P<b>[^÷/]+?)[ \t]*の余り", r"% \g<b>"),
        (r"\{[ \t]*(?P<n>[^{}]+?)[ \t]*個の[ \t]*未定義の値[ \t]*\}", r"[None] * (\g<n>)"),
        (r"\{[ \t]*(?P<n>[^{}]+?)[ \t]*個の[ \t]*(?P<v>[^{}]+?)[ \t]*\}", r"[\g<v>] * (\g<n>)"),
        (r"未定義の値|未定義", "None"),
        # the exam's array literals, nested up to two deep
        (r"\{(?P<items>[^{}]*)\}", r"[\g<items>]"),
        (r"\{(?P<items>[^{}]*)\}", r"[\g<items>]"),
        (
            rf"(?P<s>{_NAME})[ \t]*の[ \t]*(?P<a>[\w.]+|\([^()]*\))[ \t]*文字目から[ \t]*"
            rf"(?P<b>[\w.]+|\([^()]*\))[ \t]*文字(?!目)",
            r"\g<s>[\g<a> .. \g<a> + \g<b> - 1]",
        ),
    ),
    forms=(
        form(
            "function",
            rf"^(?P<i>[ \t]*)○[ \t]*(?P<name>{_NAME})[ \t]*(?P<params>\([^()]*\))[ \t]*$",
            "{i}function {name}{params}",
        ),
        form(
            "for",
            # (the closing words looked for first: three lazy parts backtrack cubically on a long line)
            rf"^(?=.*ずつ増やす[ \t]*\)[ \t]*$)(?P<i>[ \t]*)for[ \t]*\([ \t]*(?P<var>{_NAME})[ \t]*を[ \t]*"
            r"(?P<start>.+?)[ \t]*から[ \t]*(?P<stop>.+?)[ \t]*まで[ \t]*"
            r"(?P<step>.+?)[ \t]*ずつ増やす[ \t]*\)[ \t]*$",
            "{i}for {var} ← {start} to {stop} step {step} do",
        ),
        form(
            "for",
            # (the closing words looked for first: three lazy parts backtrack cubically on a long line)
            rf"^(?=.*ずつ減らす[ \t]*\)[ \t]*$)(?P<i>[ \t]*)for[ \t]*\([ \t]*(?P<var>{_NAME})[ \t]*を[ \t]*"
            r"(?P<start>.+?)[ \t]*から[ \t]*(?P<stop>.+?)[ \t]*まで[ \t]*"
            r"(?P<step>.+?)[ \t]*ずつ減らす[ \t]*\)[ \t]*$",
            "{i}for {var} ← {start} downto {stop} step {step} do",
        ),
        form(
            "append",
            rf"^(?P<i>[ \t]*)(?P<seq>{_NAME})[ \t]*の末尾に[ \t]*(?P<value>.+?)[ \t]*を[ \t]*追加する[ \t]*$",
            "{i}append {value} to {seq}",
        ),
        form(
            "sort",
            rf"^(?P<i>[ \t]*)(?P<seq>{_NAME})[ \t]*を[ \t]*昇順に[ \t]*(?:整列|ソート)する[ \t]*$",
            "{i}sort {seq}",
        ),
        form(
            "sort",
            rf"^(?P<i>[ \t]*)(?P<seq>{_NAME})[ \t]*を[ \t]*降順に[ \t]*(?:整列|ソート)する[ \t]*$",
            "{i}sort {seq} in descending order",
        ),
    ),
)

_HEADER = re.compile(r"^○")
_JAPANESE = re.compile(f"[{_JA}]")


def ipa_remarks(code: str) -> str:
    """``code`` with the Japanese lines outside its functions made remarks (``# …``).

    Only in an answer read as the exam's pseudo-language whose every ``○`` header stands at the margin
    with its body indented under it: there a line at the margin that is no header is outside every
    function, a paragraph above them or a worked example below. A line holding no Japanese is left as
    it is (it may be a call of the answer's function), and so is every line of an answer that types a
    body at the margin.
    """
    if not reads_as(JAPANESE, code):
        return code
    lines = code.split("\n")
    headers = [k for k, line in enumerate(lines) if _HEADER.match(line)]
    if not headers:
        return code
    for k in headers:
        body = next((line for line in lines[k + 1 :] if line.strip()), "")
        if not body[:1].isspace():
            return code
    out = []
    for line in lines:
        marginal = line.strip() and not line[:1].isspace() and not _HEADER.match(line)
        out.append(f"# {line}" if marginal and _JAPANESE.search(line) and not line.startswith("#") else line)
    return "\n".join(out)
