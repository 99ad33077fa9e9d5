"""lupdate reads M()/P() marks only when their arguments are literals in the exact form it
understands (see desktop/engine/marks.py); a mark it cannot read is never translated."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "desktop"


def bad_marks(source: str, name: str) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(source, name)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        fn = node.func.id
        lit = [isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args]
        if fn == "M" and (len(node.args) != 2 or not all(lit) or node.keywords):
            out.append(f"{name}:{node.lineno}: M() needs exactly two literal strings")
        elif fn == "P" and (len(node.args) != 4 or not all(lit[:3]) or node.keywords
                            or not (isinstance(node.args[3], ast.Constant)
                                    and isinstance(node.args[3].value, int))):
            out.append(f"{name}:{node.lineno}: P() needs (context, text, comment, 1) literals")
        elif fn == "QT_TRANSLATE_NOOP" and (len(node.args) != 2 or not all(lit)):
            out.append(f"{name}:{node.lineno}: QT_TRANSLATE_NOOP needs two literal strings")
    return out


def test_every_mark_is_readable_by_lupdate():
    problems = []
    for path in sorted(ROOT.rglob("*.py")):
        if path.name == "marks.py":
            continue
        problems += bad_marks(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert problems == []


def test_the_check_catches_a_variable_context():
    assert bad_marks('C = "x"\nA = M(C, "text")\nB = P("x", "%n", "", n)\n', "t.py") == [
        "t.py:2: M() needs exactly two literal strings",
        "t.py:3: P() needs (context, text, comment, 1) literals"]
