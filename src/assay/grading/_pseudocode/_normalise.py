"""The deterministic pseudocode normaliser: phone-typed pseudocode in, runnable ``class Solution`` out.

No model is involved: the same text always gives the same Python. The steps are

1. valid Python with a ``class Solution`` is returned unchanged;
2. characters are cleaned (smart quotes, arrows, ``≠ ≤ ≥``, tabs) and strings hidden;
3. each logical line is classified (block header, closer, statement) and rewritten;
4. blocks are rebuilt from whichever the user gave: ``end``/``}`` closers, indentation, or both;
5. the result is wrapped into ``class Solution`` with the question's typed signature and compiled.

When the result does not compile, :func:`normalise` says where (``ok=False``) so the pipeline can
ask a model to translate instead. The dialect is documented in ``docs/pseudocode.md``.
"""

from __future__ import annotations

import ast
import logging
import re
from dataclasses import dataclass, field

from assay.grading._pseudocode._cfamily import translate_cfamily
from assay.grading._pseudocode._cfor import Node as _Node
from assay.grading._pseudocode._cfor import settle
from assay.grading._pseudocode._check import HINT_SYNTAX, unrecognised
from assay.grading._pseudocode._dialects import c_marked_lines
from assay.grading._pseudocode._exam import exam_dialects
from assay.grading._pseudocode._expr import Ctx, collection_kinds
from assay.grading._pseudocode._inputs import algorithm_box
from assay.grading._pseudocode._late_helpers import late_helpers
from assay.grading._pseudocode._layout import (
    described_steps,
    mark_bare_headers,
    split_definitions,
    squash,
    switches,
)
from assay.grading._pseudocode._lex import SrcLine, clean_text, logical_lines, outside_literals, unmask
from assay.grading._pseudocode._models import (
    Normalised,
    SyntaxIssue,
    SyntaxIssueCode,
    UnrecognisedLine,
)
from assay.grading._pseudocode._program import stops_outside_loops, whole_program
from assay.grading._pseudocode._step_flow import step_flow
from assay.grading._pseudocode._step_lists import read_step_labels
from assay.grading._pseudocode._stmt import Closer, Header, Stmt, classify, parse_function_header
from assay.grading._pseudocode._swapped import swapped_letters
from assay.judge import Signature

__all__ = ["compile_issue", "has_solution_class", "normalise"]

log = logging.getLogger(__name__)

_INDENT = "    "
_TYPING_NAMES = re.compile(
    r"\b(Any|Callable|DefaultDict|Deque|Dict|FrozenSet|Iterable|List|Optional|Sequence|Set|Tuple|Union)\b"
)
_MIDDLE_FOLLOWS = {
    "elif": {"if", "elif"},
    "else": {"if", "elif", "for", "while", "except", "try"},
    "except": {"try", "except"},
}


def has_solution_class(source: str) -> bool:
    """Whether ``source`` parses as Python and defines ``class Solution`` at top level."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return False
    return any(isinstance(n, ast.ClassDef) and n.name == "Solution" for n in tree.body)


def compile_issue(source: str, line_map: list[int] | None = None) -> SyntaxIssue | None:
    """The syntax error of ``source`` (``None`` when it compiles)."""
    try:
        compile(source, "<solution>", "exec", dont_inherit=True)
    except SyntaxError as exc:
        line = exc.lineno
        src = None
        if line_map and line is not None and 0 < line <= len(line_map):
            src = line_map[line - 1] or None
        text = source.split("\n")[line - 1] if line and 0 < line <= source.count("\n") + 1 else None
        return SyntaxIssue(message=exc.msg, line=line, col=exc.offset, source_line=src, text=text)
    except ValueError as exc:  # e.g. NUL bytes
        return SyntaxIssue(message=str(exc))
    return None


def _kind_of_type(type_text: str) -> str | None:
    t = type_text.strip()
    if t.startswith(("List", "list", "Deque")):
        return "list"
    if t.startswith(("Set", "set", "FrozenSet")):
        return "set"
    if t.startswith(("Dict", "dict", "DefaultDict")):
        return "dict"
    if t in ("int", "float"):
        return "num"
    if "ListNode" in t or "TreeNode" in t:
        return "node"  # what "move p one step" and "there is no node" act on
    return None


def _arrows(code: str, ctx: Ctx) -> str:
    """Bring ``:=`` and statement-level ``<-`` to the one assignment arrow ``←``; ``a ↔ b`` swaps."""
    swap = re.match(r"^\s*(?:(?:exchange|swap|interchange)\s+)?(.+?)\s*:=:\s*(.+?)\s*$", code, re.I)
    if swap:
        return f"swap {swap.group(1)} and {swap.group(2)}"
    then = re.match(r"^then\s+(\S.*)$", code, re.IGNORECASE)
    if then and not re.match(r"^(?:if|do)\b", then.group(1), re.IGNORECASE):
        code = then.group(1)  # old textbook layout: `if c` / `then x ← 1` / `else x ← 2`
    do = re.match(r"^do\s+(?![{]|while\b)(\S.*(?:\u2190|:=|<-|\().*)$", code, re.IGNORECASE)
    if do:
        code = do.group(1)  # the same for loops: `while x ≠ NIL` / `do x ← next[x]`
    if ":=" in code:
        code = code.replace(":=", " \u2190 ")
        ctx.rule("assign-colon-equals")
    if "<-" in code and not re.match(r"^\s*(?:if|while|elif|else\s*if|elseif|until|return)\b", code, re.I):
        code = code.replace("<-", " \u2190 ", 1)
        ctx.rule("assign-arrow")
    return code


class _Builder:
    """Rebuild the block structure from end-keywords, braces and indentation together."""

    def __init__(self, ctx: Ctx, c_lines: set[int] | None = None) -> None:
        self.ctx = ctx
        self.c_lines = c_lines or set()  # lines C's grammar ends (see keep_open)
        self.root: list[_Node] = []
        self.stack: list[_Node] = []
        self.last_inline: _Node | None = None
        self.open_inline: _Node | None = None  # an inline body a deeper next line may still join

    def container(self) -> list[_Node]:
        return self.stack[-1].children if self.stack else self.root

    def comments(self) -> list[_Node]:
        """Where a comment line goes: a comment never decides whether an inline body goes on."""
        if self.stack and self.stack[-1] is self.open_inline:
            return self.stack[-2].children if len(self.stack) > 1 else self.root
        return self.container()

    def pop(self) -> _Node:
        block = self.stack.pop()
        for text in block.footer:
            block.children.append(_Node("line", text, block.strings, block.src))
        return block

    def pop_deeper_headers(self, ind: int) -> None:
        while self.stack and self.stack[-1].header_ind > ind and self.stack[-1].block_kind != "class":
            self.pop()
            self.ctx.rule("indentation")

    def pop_by_body_indent(self, ind: int) -> None:
        while self.stack:
            top = self.stack[-1]
            if top.body_ind is not None and top.body_ind > top.header_ind and ind < top.body_ind:
                self.pop()
                self.ctx.rule("indentation")
            else:
                break

    def feed(self, line: SrcLine) -> None:
        ctx = self.ctx
        if not line.code:
            if line.comment is not None:
                self.comments().append(_Node("comment", src=line.lineno, comment=line.comment))
            return
        if line.code.startswith("@"):
            ctx.note(f"dropped the decorator '{unmask(line.code, line.strings)}'")
            return
        code = _arrows(line.code, ctx)
        top_kind = self.stack[-1].block_kind if self.stack else None
        code = re.sub(r"(?<=[\w)\]])->(?=[A-Za-z_])", ".", code)  # C/C++ member access through a pointer
        code = re.sub(r"\b([A-Za-z_]\w*)'s\s+(next|left|right|val|value|prev|parent)\b", r"\1.\2", code)
        for original, new in ctx.hyphenated.items():
            code = re.sub(rf"(?<![\w-]){re.escape(original)}(?=\s*\()", new, code)
        lead = re.match(r"^([A-Za-z][A-Za-z ]{2,40}),\s+((?:for|while|repeat|loop)\b.*)$", code)
        if lead and not re.match(r"^(?:if|when|while|for|else|otherwise)\b", lead.group(1), re.IGNORECASE):
            ctx.note(f"read '{lead.group(1)}' as a remark before the loop")
            code = lead.group(2)  # `going from the right, for every index i …`
        item = classify(code, ctx, top_kind, header=line.header)
        ind = line.indent
        if item is None:
            if line.comment is not None:
                self.comments().append(_Node("comment", src=line.lineno, comment=line.comment))
            return
        middle = isinstance(item, Header) and item.kind in _MIDDLE_FOLLOWS
        self.end_inline(ind, isinstance(item, Closer) or middle)
        if isinstance(item, Closer):
            self.close(item, ind, line)
            return
        previous_inline = self.last_inline
        self.last_inline = None
        if middle:
            assert isinstance(item, Header)
            self.middle(item, ind, line, previous_inline)
            return
        self.pop_by_body_indent(ind)
        if self.stack and self.stack[-1].body_ind is None:
            self.stack[-1].body_ind = ind
        if isinstance(item, Stmt):
            for k, text in enumerate(item.lines):
                comment = line.comment if k == len(item.lines) - 1 else None
                self.container().append(_Node("line", text, line.strings, line.lineno, comment))
            return
        self.open(item, ind, line)

    def end_inline(self, ind: int, always: bool) -> None:
        """Close a block whose body began on its header's line, unless this line goes on with it.

        ``else c[i, j] ← x`` / ``    b[i, j] ← y``: a line indented past the header is more of the
        body, where the learner's indentation puts it; anything else (a line at the header's
        indentation or shallower, a closer, an ``else``) leaves the block as it was written.
        """
        top = self.stack[-1] if self.stack else None
        if top is None or top is not self.open_inline:
            return
        self.open_inline = None
        if always or ind <= top.header_ind:
            self.pop()
        else:
            self.ctx.rule("inline-body-continued")

    def open(self, item: Header, ind: int, line: SrcLine) -> None:
        for text in item.pre:
            self.container().append(_Node("line", text, line.strings, line.lineno))
        block = self._block(item, ind, line)
        self.container().append(block)
        if not item.inline:
            self.stack.append(block)
            return
        self.ctx.rule("inline-body")
        if "\x00else" in item.inline:
            cut = item.inline.index("\x00else")
            first, second = item.inline[:cut], item.inline[cut + 1 :]
            block.children = [_Node("line", t, line.strings, line.lineno) for t in first]
            other = _Node("block", "else", line.strings, line.lineno, block_kind="else", header_ind=ind)
            other.children = [_Node("line", t, line.strings, line.lineno) for t in second]
            self.container().append(other)
            self.last_inline = other
            self.keep_open(other)
            return
        block.children = [_Node("line", t, line.strings, line.lineno, line.comment) for t in item.inline]
        self.last_inline = block
        self.keep_open(block)

    def keep_open(self, block: _Node) -> None:
        """Hold an inline body open for a next line indented under it (braces say where theirs end)."""
        if block.braced or block.src in self.c_lines:  # `for (…) s += a[i];`: C ends the body there
            for text in block.footer:
                block.children.append(_Node("line", text, block.strings, block.src))
            return
        self.stack.append(block)  # its footer (a C loop's step) goes after whatever joins the body
        self.open_inline = block

    def _block(self, item: Header, ind: int, line: SrcLine) -> _Node:
        return _Node(
            "block",
            item.python,
            line.strings,
            line.lineno,
            line.comment if not item.inline else None,
            block_kind=item.kind,
            braced=item.braced,
            header_ind=ind,
            footer=list(item.footer),
            name=item.name,
            params=list(item.params),
            cloop=item.cloop,
        )

    def middle(self, item: Header, ind: int, line: SrcLine, previous_inline: _Node | None) -> None:
        """``else``/``elif``/``except``: close the block it continues, open its own."""
        follows = _MIDDLE_FOLLOWS[item.kind]
        self.pop_deeper_headers(ind)
        top = self.stack[-1] if self.stack else None
        siblings = self.container()
        last = next((n for n in reversed(siblings) if n.kind != "comment"), None)
        if (
            top is not None
            and top.block_kind in follows
            and top.block_kind not in ("for", "while")
            and (top.header_ind == ind or not _sibling_if(last, ind, previous_inline))
        ):
            self.pop()
        elif (
            item.kind in ("else", "elif")
            and last is not None
            and last.kind == "block"
            and last.block_kind in ("if", "elif")
            and (last.header_ind == ind or last.braced or last is previous_inline)
        ):
            pass  # `if c then x` (or `} else {`) then `otherwise y`: the if's else, not the loop's
        elif top is not None and top.block_kind in follows:
            self.pop()  # Python's for-else / while-else
        elif last is None or last.kind != "block" or last.block_kind not in follows:
            # an else whose if is still open further out (flush-left nesting): close up to it
            index = next(
                (i for i in range(len(self.stack) - 1, -1, -1) if self.stack[i].block_kind in follows),
                None,
            )
            if index is None:
                self.ctx.note(f"'{item.python}' on line {line.lineno} has no matching block")
            else:
                while len(self.stack) > index:
                    self.pop()
        self.open(item, ind, line)

    def close(self, item: Closer, ind: int, line: SrcLine) -> None:
        previous_inline = self.last_inline
        self.last_inline = None
        self.pop_deeper_headers(ind)
        if item.families is None:
            if item.braced and any(b.braced for b in self.stack):
                while self.stack:
                    if self.pop().braced:
                        break
            elif self.stack:
                self.pop()
            else:
                self.ctx.note(f"'{item.text}' on line {line.lineno} closes nothing; ignored")
            return
        index = next(
            (i for i in range(len(self.stack) - 1, -1, -1) if self.stack[i].block_kind in item.families), None
        )
        if index is None:
            if previous_inline is None or previous_inline.block_kind not in item.families:
                self.ctx.note(f"'{item.text}' on line {line.lineno} closes nothing; ignored")
            return
        while len(self.stack) > index + 1:
            self.pop()
        if item.footer:
            self.stack[-1].children.append(_Node("line", item.footer, line.strings, line.lineno))
            self.stack[-1].on_continue = [item.footer]  # `continue` in a do-while jumps to its test
        self.pop()

    def finish(self) -> list[_Node]:
        while self.stack:
            self.pop()
        return self.root


def _sibling_if(last: _Node | None, ind: int, previous_inline: _Node | None) -> bool:
    """Whether ``last`` is a finished ``if``/``elif`` an ``else`` at indentation ``ind`` continues."""
    return (
        last is not None
        and last.kind == "block"
        and last.block_kind in ("if", "elif")
        and (last.header_ind == ind or last.braced or last is previous_inline)
    )


def _flatten(nodes: list[_Node]) -> list[_Node]:
    out: list[_Node] = []
    for node in nodes:
        if node.kind == "block" and node.block_kind == "class":
            out.extend(_flatten(node.children))
        else:
            out.append(node)
    return out


def _calls(nodes: list[_Node], name: str) -> bool:
    rx = re.compile(rf"(?<![\w.]){re.escape(name)}\s*\(")
    return any(rx.search(node.text) or _calls(node.children, name) for node in nodes)


@dataclass
class _Out:
    lines: list[str] = field(default_factory=list)
    src: list[int] = field(default_factory=list)
    user_params: list[str] = field(default_factory=list)

    def add(self, depth: int, text: str, src: int) -> None:
        self.lines.append(_INDENT * depth + text)
        self.src.append(src)


def _emit_nodes(nodes: list[_Node], depth: int, out: _Out, names: dict[str, str]) -> None:
    def rename(text: str) -> str:
        for old in sorted(names, key=len, reverse=True):
            text = re.sub(rf"(?<![\w.])(?:call\s+)?{re.escape(old)}\s*\(", f"self.{names[old]}(", text)
        return text

    for node in nodes:
        if node.kind == "comment":
            out.add(depth, f"# {node.comment}".rstrip(), node.src)
            continue
        trailing = f"  # {node.comment}" if node.comment else ""
        if node.kind == "line":
            out.add(depth, unmask(rename(node.text), node.strings) + trailing, node.src)
            continue
        if node.block_kind == "func":
            header = f"def {node.name}({', '.join(node.params)}):"
        elif node.block_kind == "class":
            _emit_nodes(node.children, depth, out, names)
            continue
        else:
            header = unmask(rename(node.text), node.strings) + ":"
        out.add(depth, header + trailing, node.src)
        _emit_nodes(node.children, depth + 1, out, names)
        if all(c.kind == "comment" for c in node.children):
            out.add(depth + 1, "pass", node.src)


def _choose_main(funcs: list[_Node], stmts: list[_Node], signature: Signature) -> _Node | None:
    wanted = squash(signature.method)
    for fn in funcs:
        if squash(fn.name) == wanted:
            return fn
    if stmts:
        return None
    if len(funcs) == 1:
        return funcs[0]
    entry = [f for f in funcs if not any(_calls(g.children, f.name) for g in funcs if g is not f)]
    for fn in entry or funcs:
        if len(fn.params) == len(signature.params):
            return fn
    return (entry or funcs)[0]


_SIZE_NAME = re.compile(
    r"^(?:n|m|len|size|length|count|\w+(?:Size|Len|Length|Count|_size|_len|_length|_count))$"
)


def _map_parameters(
    user: list[str], signature: Signature
) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """Match the learner's parameters to the question's, by position (the question calls them so).

    A parameter the question does not pass that names a size right after an array (C's
    ``int* nums, int numsSize``) is that array's length. Returns (user = question pairs,
    (size, array) pairs).
    """
    wanted = [p.name for p in signature.params]
    sizes: list[tuple[str, str]] = []
    rest = list(user)
    if len(user) > len(wanted):
        for k in range(1, len(user)):
            if len(rest) <= len(wanted):
                break
            name, before = user[k], user[k - 1]
            if _SIZE_NAME.match(name) and name not in wanted and before in rest:
                sizes.append((name, before))
                rest.remove(name)
    pairs = [(u, w) for u, w in zip(rest, wanted, strict=False) if u != w]
    array_of = dict(pairs)
    sizes = [(size, array_of.get(of, of)) for size, of in sizes]
    return pairs, sizes


def _signature_header(signature: Signature) -> str:
    params = ", ".join(f"{p.name}: {p.type}" for p in signature.params)
    sep = ", " if params else ""
    return f"def {signature.method}(self{sep}{params}) -> {signature.returns}:"


def _emit(root: list[_Node], signature: Signature, ctx: Ctx) -> _Out:
    items = _flatten(root)
    funcs = [n for n in items if n.kind == "block" and n.block_kind == "func"]
    stmts = [n for n in items if not (n.kind == "block" and n.block_kind == "func")]
    real_stmts = [n for n in stmts if n.kind != "comment"]
    main = _choose_main(funcs, real_stmts, signature)
    names = {f.name: f.name for f in funcs}
    if main is not None:
        names[main.name] = signature.method
        if main.name != signature.method:
            ctx.rule("rename-method")
        if real_stmts:
            ctx.note("ignored statements outside the solution's function")
    out = _Out()
    typing = sorted(
        set(_TYPING_NAMES.findall(" ".join([signature.returns, *(p.type for p in signature.params)])))
    )
    if typing:
        out.add(0, f"from typing import {', '.join(typing)}", 0)
        out.add(0, "", 0)
    out.add(0, "class Solution:", 0)
    ctx.rule("wrap-class")
    out.add(1, _signature_header(signature), main.src if main else 0)
    body = main.children if main is not None else stmts
    out.user_params = list(main.params) if main is not None else []
    if main is not None:
        pairs, sizes = _map_parameters(main.params, signature)
        if pairs:
            ctx.rule("map-parameters")
            out.add(2, f"{', '.join(u for u, _ in pairs)} = {', '.join(s for _, s in pairs)}", main.src)
        for size, of in sizes:
            ctx.rule("map-parameters")
            out.add(2, f"{size} = len({of})", main.src)
            ctx.note(f"the parameter `{size}` is read as the length of `{of}`")
        if len(main.params) - len(sizes) != len(signature.params):
            ctx.note(
                f"the function takes {len(main.params)} parameter(s) but the question passes "
                f"{len(signature.params)}: matched them by position"
            )
    start = len(out.lines)
    _emit_nodes(body, 2, out, names)
    if len(out.lines) == start or all(line.strip().startswith("#") for line in out.lines[start:]):
        out.add(2, "pass", 0)
    for fn in funcs:
        if fn is main:
            continue
        out.add(0, "", 0)
        out.add(1, f"def {fn.name}(self{', ' if fn.params else ''}{', '.join(fn.params)}):", fn.src)
        before = len(out.lines)
        _emit_nodes(fn.children, 2, out, names)
        if len(out.lines) == before:
            out.add(2, "pass", fn.src)
    return out


def normalise(text: str, signature: Signature) -> Normalised:
    """Turn a submission (Python or pseudocode) into runnable ``class Solution`` Python.

    Args:
        text: the submission as typed.
        signature: the question's method (``method``, ``params[name, type]``, ``returns``).

    Returns:
        The Python, whether it compiles, which rules fired and notes on the guesses made.
        Valid Python that already defines ``class Solution`` comes back unchanged. Never raises on
        user text: should a rule fail, the result says the text was not understood (our fault, so
        every line is listed as unrecognised and nothing runs).
    """
    try:
        return _normalise(text, signature)
    except Exception:  # a defect in a rule must not become the learner's failing grade
        log.exception("the pseudocode normaliser failed; the submission is passed on as not understood")
        lines = text.replace("\r\n", "\n").split("\n")
        return Normalised(
            python=text,
            ok=False,
            changed=False,
            error=SyntaxIssue(
                code=SyntaxIssueCode.NORMALISER_FAILED,
                message="the normaliser could not read this submission",
            ),
            unrecognised=[
                UnrecognisedLine(line=k, text=line.strip(), hint=HINT_SYNTAX)
                for k, line in enumerate(lines, start=1)
                if line.strip()
            ],
        )


def _read_swaps(code: str, notes: list[str]) -> str:
    read, found = swapped_letters(code)
    notes.extend(found)
    return read


def _normalise(text: str, signature: Signature) -> Normalised:
    if not text.strip():
        return Normalised(
            python=text,
            ok=False,
            error=SyntaxIssue(code=SyntaxIssueCode.EMPTY, message="the submission is empty"),
        )
    if has_solution_class(text):
        return Normalised(python=text, ok=True, changed=False, line_map=list(range(1, text.count("\n") + 2)))
    parsed = translate_cfamily(text, signature)  # C-family code a real parser accepts (docs/pseudocode.md)
    if parsed is not None:
        return parsed
    stepped = read_step_labels(text, [p.name for p in signature.params])  # docs/pseudocode.md, "Step lists"
    cleaned, clean_rules = clean_text(stepped[0] if stepped else text)
    ctx = Ctx()
    for rule in clean_rules:
        ctx.rule(rule)
    swaps: list[str] = []
    cleaned = outside_literals(cleaned, lambda code: _read_swaps(code, swaps))
    for note in swaps:  # `lenght(cur)`: a builtin typed with two letters swapped
        ctx.rule("swapped-letters")
        ctx.note(note)
    boxed = algorithm_box(cleaned, [p.name for p in signature.params])
    if boxed != cleaned:
        cleaned = boxed
        ctx.rule("algorithm-box")
    if has_solution_class(cleaned):
        return Normalised(
            python=cleaned,
            ok=True,
            changed=cleaned != text,
            rules_applied=ctx.rules,
            line_map=list(range(1, cleaned.count("\n") + 2)),
        )
    for p in signature.params:
        kind = _kind_of_type(p.type)
        if kind:
            ctx.kinds[p.name] = kind
        ctx.params.add(p.name)
        if kind == "list" or p.type.strip() == "str":
            ctx.sequences.append(p.name)
    ctx.sequence = ctx.sequences[0] if ctx.sequences else None
    lines, dialect_rules = exam_dialects(logical_lines(cleaned))  # docs/pseudocode.md, "Exam-board dialects"
    if stepped:
        lines, step_rules = step_flow(lines, stepped[1])
        dialect_rules += step_rules
    for rule in dialect_rules:
        ctx.rule(rule)
    lines = described_steps(split_definitions(switches(lines)))
    ctx.javascript = (
        re.search(
            r"===|!==|=>|\bconst\s+(?:\[|[A-Za-z_]\w*\s*(?:=|\bof\b|\bin\b))|\b(?:let|var)\s+[A-Za-z_]\w*\s*=.*;\s*$"
            r"|\bfunction\s+\w+\s*\([^)]*\)\s*\{",
            cleaned,
            re.M,
        )
        is not None
    )
    ctx.c_like = ctx.javascript or (
        re.search(
            r"[{;]\s*$|\bfor\s*\(|^\s*(?:int|long|double|bool|boolean|char|String|auto)\s+\w", cleaned, re.M
        )
        is not None
    )
    collection_kinds(cleaned, ctx)
    if late_helpers(lines):  # docs/pseudocode.md, "Functions and the `class Solution` wrapper"
        ctx.rule("late-helper")
    mark_bare_headers(lines, signature)
    for line in lines:
        fn = parse_function_header(_arrows(line.code, Ctx()), bare=line.header, any_name=line.header)
        if fn is None:
            continue
        original = re.match(r"^\W*(?:[\w:]+\s+)*?([A-Za-z_][\w-]*)\s*\(", line.code)
        if original and "-" in original.group(1):
            ctx.hyphenated[original.group(1)] = fn[0]
        ctx.functions[fn[0]] = fn[0]
        if len(fn[1]) == len(signature.params):
            for user, param in zip(fn[1], signature.params, strict=True):
                kind = _kind_of_type(param.type)
                if kind:
                    ctx.kinds.setdefault(user, kind)
    builder = _Builder(ctx, c_marked_lines(cleaned))
    for line in lines:
        builder.feed(line)
    root = builder.finish()
    if settle(root):
        ctx.rule("c-style-for-while")
    if not any(n.kind != "comment" for n in _flatten(root)):
        return Normalised(
            python=text,
            ok=False,
            changed=False,
            rules_applied=ctx.rules,
            notes=ctx.notes,
            error=SyntaxIssue(
                code=SyntaxIssueCode.ONLY_COMMENTS, message="the submission holds no code, only comments"
            ),
        )
    out = _emit(root, signature, ctx)
    python = "\n".join(out.lines) + "\n"
    line_map = out.src
    python = stops_outside_loops(python, ctx)
    issue = compile_issue(python, line_map)
    if issue is None:
        python, line_map = whole_program(python, line_map, signature, out.user_params, cleaned, ctx)
        issue = compile_issue(python, line_map)
    return Normalised(
        python=python,
        ok=issue is None,
        changed=True,
        rules_applied=ctx.rules,
        notes=ctx.notes,
        error=issue,
        line_map=line_map,
        unrecognised=unrecognised(python, line_map, text, issue is None),
    )
