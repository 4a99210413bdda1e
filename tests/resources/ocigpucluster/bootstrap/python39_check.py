"""Checks that Python programs run on Oracle Linux 9's python3, 3.9, not only on a newer one.

Oracle Linux 9's python3 is 3.9 (Red Hat Enterprise Linux 9, "Installing and using dynamic
programming languages", Introduction to Python: "Python 3.9 is the default Python implementation
in RHEL 9"); the test bed's hosts run Debian 12's 3.11, which accepts more. Each program is parsed
with the 3.9 grammar (ast.parse(feature_version=(3, 9))) and searched for what 3.9's runtime lacks
(Python's "What's New In Python 3.10" and "3.11"): PEP 604 unions in annotations that are
evaluated (no "from __future__ import annotations"), zip(strict=), int.bit_count,
itertools.pairwise, aiter/anext, tomllib, datetime.UTC, ExceptionGroup, enum.StrEnum,
typing.Self, hashlib.file_digest, asyncio.TaskGroup, itertools.batched.

Usage: python39_check.py FILE...   (a .py file is one program; in a shell script, every quoted
heredoc PY and every python3 -c with a single-quoted program, or a variable holding one). Prints
"programs N" then one line per finding "FILE: what"; exit 1 when there is a finding.
"""
import ast
import re
import sys

NEWER_MODULES = {"tomllib": "3.11"}
NEWER_NAMES = {("itertools", "pairwise"): "3.10", ("itertools", "batched"): "3.12",
               ("datetime", "UTC"): "3.11", ("enum", "StrEnum"): "3.11", ("typing", "Self"): "3.11",
               ("hashlib", "file_digest"): "3.11", ("asyncio", "TaskGroup"): "3.11"}
NEWER_BUILTINS = {"aiter": "3.10", "anext": "3.10", "ExceptionGroup": "3.11",
                  "BaseExceptionGroup": "3.11"}


def findings(source):
    try:
        tree = ast.parse(source, feature_version=(3, 9))
    except SyntaxError as e:
        return ["not Python 3.9 syntax, line %s: %s" % (e.lineno, e.msg)]
    out = []
    future = any(isinstance(n, ast.ImportFrom) and n.module == "__future__"
                 and any(a.name == "annotations" for a in n.names) for n in ast.walk(tree))
    annotations = []
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = n.args.posonlyargs + n.args.args + n.args.kwonlyargs + [n.args.vararg, n.args.kwarg]
            annotations += [a.annotation for a in args if a is not None and a.annotation is not None]
            annotations += [n.returns] if n.returns is not None else []
        elif isinstance(n, ast.AnnAssign):
            annotations.append(n.annotation)
    if not future:
        for a in annotations:
            if any(isinstance(b, ast.BinOp) and isinstance(b.op, ast.BitOr) for b in ast.walk(a)):
                out.append("line %d: an X | Y annotation, evaluated at definition in 3.9 (PEP 604: 3.10)" % a.lineno)
    for n in ast.walk(tree):
        if isinstance(n, ast.Import):
            out += ["line %d: module %s is %s" % (n.lineno, a.name, NEWER_MODULES[a.name])
                    for a in n.names if a.name in NEWER_MODULES]
        elif isinstance(n, ast.ImportFrom):
            if n.module in NEWER_MODULES:
                out.append("line %d: module %s is %s" % (n.lineno, n.module, NEWER_MODULES[n.module]))
            out += ["line %d: %s.%s is %s" % (n.lineno, n.module, a.name, NEWER_NAMES[(n.module, a.name)])
                    for a in n.names if (n.module, a.name) in NEWER_NAMES]
        elif isinstance(n, ast.Attribute):
            if isinstance(n.value, ast.Name) and (n.value.id, n.attr) in NEWER_NAMES:
                out.append("line %d: %s.%s is %s" % (n.lineno, n.value.id, n.attr, NEWER_NAMES[(n.value.id, n.attr)]))
            elif n.attr == "bit_count":
                out.append("line %d: int.bit_count is 3.10" % n.lineno)
        elif isinstance(n, ast.Name) and n.id in NEWER_BUILTINS:
            out.append("line %d: %s is %s" % (n.lineno, n.id, NEWER_BUILTINS[n.id]))
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "zip":
            if any(k.arg == "strict" for k in n.keywords):
                out.append("line %d: zip(strict=) is 3.10" % n.lineno)
    return out


HEREDOC = re.compile(r"<<-?'PY'[^\n]*\n(.*?)\n[ \t]*PY\n", re.S)
DASH_C = re.compile(r"\bpython3 -c '([^']*)'")
DASH_C_VAR = re.compile(r"\bpython3 -c \"\$\{?(\w+)\}?\"")


def programs(path, text):
    if path.endswith(".py"):
        return [text]
    found = [m.group(1) for m in HEREDOC.finditer(text)] + [m.group(1) for m in DASH_C.finditer(text)]
    for m in DASH_C_VAR.finditer(text):
        value = re.search(r"\b%s='([^']*)'" % re.escape(m.group(1)), text)
        found.append(value.group(1) if value else "raise SystemExit('no value for $%s')\n)" % m.group(1))
    return found


def main(paths):
    count, bad = 0, []
    for path in paths:
        with open(path) as f:
            text = f.read()
        for program in programs(path, text):
            count += 1
            bad += ["%s: %s" % (path, what) for what in findings(program)]
    print("programs %d" % count)
    for line in bad:
        print(line)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
