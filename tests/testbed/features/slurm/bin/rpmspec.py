#!/usr/bin/env python3
"""What rpmbuild reads from a spec file, for the bed's rpmbuild fake and its Slurm build.

Evaluates the parts of rpm's spec language that SchedMD's slurm.spec uses (rpm.org, "Spec file
format" and "Conditional builds"; rpmbuild(8)): %define / %global / %undefine, %bcond_with /
%bcond_without (with --with NAME / --without NAME as rpmbuild defines _with_NAME and
_without_NAME), %if / %else / %endif with rpm's expression syntax (&&, ||, !, ==, !=, <, >,
<=, >=, parentheses, integers, "strings"), macros %{NAME}, %{?NAME}, %{?NAME:TEXT},
%{!?NAME:TEXT}, %{with NAME}, %{without NAME}, %{defined NAME}, %{undefined NAME}, and the one
shell macro form the spec uses to probe the build host, %(perl -e '`rpm -q PKG`; print !$?;'),
answered with `rpm -q PKG`. %{lua:...} blocks expand to nothing (slurm.spec's prints Patch lines
only when a patch is defined). Other %(...) expand to nothing. Oracle Linux 9's macros (the
redhat-rpm-config defaults: %dist .el9, %rhel 9, the /usr, /usr/lib64 directory macros, %_unitdir)
are predefined.

Prints one JSON object: name, version, release, buildrequires (name, op, version), packages (the
binary packages: the main one and each %package in effect), setup (the directory %setup -n
names) and configure (the arguments %configure gets after the spec's own, as the macro expands
them: rpm's macros file, %configure).
"""
import json
import re
import subprocess
import sys

EL9 = {
    "dist": ".el9",
    "rhel": "9",
    "_arch": "x86_64",
    "_isa": "(x86-64)",
    "_prefix": "/usr",
    "_exec_prefix": "/usr",
    "_bindir": "/usr/bin",
    "_sbindir": "/usr/sbin",
    "_sysconfdir": "/etc",
    "_datadir": "/usr/share",
    "_includedir": "/usr/include",
    "_libdir": "/usr/lib64",
    "_libexecdir": "/usr/libexec",
    "_localstatedir": "/var",
    "_sharedstatedir": "/var/lib",
    "_mandir": "/usr/share/man",
    "_infodir": "/usr/share/info",
    "_unitdir": "/usr/lib/systemd/system",
    "nil": "",
}
# %configure on EL9 (rpm's macros file and redhat-rpm-config): the directory options it passes
CONFIGURE_DIRS = [
    ("--prefix", "_prefix"),
    ("--exec-prefix", "_exec_prefix"),
    ("--bindir", "_bindir"),
    ("--sbindir", "_sbindir"),
    ("--sysconfdir", "_sysconfdir"),
    ("--datadir", "_datadir"),
    ("--includedir", "_includedir"),
    ("--libdir", "_libdir"),
    ("--libexecdir", "_libexecdir"),
    ("--localstatedir", "_localstatedir"),
    ("--sharedstatedir", "_sharedstatedir"),
    ("--mandir", "_mandir"),
    ("--infodir", "_infodir"),
]


class Spec:
    def __init__(self, withs, withouts, defines):
        self.macros = dict(EL9)
        for w in withs:
            self.macros["_with_" + w] = "--with-" + w
        for w in withouts:
            self.macros["_without_" + w] = "--without-" + w
        self.macros.update(defines)

    # --- macro expansion -------------------------------------------------------------------
    def expand(self, text):
        out, i = [], 0
        while i < len(text):
            c = text[i]
            if c != "%" or i + 1 >= len(text):
                out.append(c)
                i += 1
                continue
            n = text[i + 1]
            if n == "%":
                out.append("%")
                i += 2
            elif n == "{":
                end = self._close(text, i + 1, "{", "}")
                out.append(self._braced(text[i + 2 : end]))
                i = end + 1
            elif n == "(":
                end = self._close(text, i + 1, "(", ")")
                out.append(self._shell(self.expand(text[i + 2 : end])))
                i = end + 1
            else:
                m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", text[i + 1 :])
                if m and m.group(0) in self.macros:
                    out.append(self.expand(self.macros[m.group(0)]))
                    i += 1 + len(m.group(0))
                else:
                    out.append(c)
                    i += 1
        return "".join(out)

    @staticmethod
    def _close(text, start, open_, close):
        depth = 0
        for j in range(start, len(text)):
            if text[j] == open_:
                depth += 1
            elif text[j] == close:
                depth -= 1
                if depth == 0:
                    return j
        raise ValueError("unbalanced %" + open_ + " in: " + text[start - 1 :])

    def _braced(self, body):
        if body.startswith("lua:"):
            return ""
        m = re.match(r"(with|without|defined|undefined) +(\S+)$", body)
        if m:
            kind, name = m.groups()
            if kind == "with":
                return "1" if self._with(name) else "0"
            if kind == "without":
                return "0" if self._with(name) else "1"
            known = name in self.macros
            return "1" if known == (kind == "defined") else "0"
        m = re.match(r"(!?)(\??)([A-Za-z_][A-Za-z0-9_]*)(?::(.*))?$", body, re.S)
        if not m:
            return ""
        neg, opt, name, alt = m.groups()
        known = name in self.macros
        if alt is not None:
            return self.expand(alt) if known != bool(neg) else ""
        if neg:
            return "" if known else ""
        if known:
            return self.expand(self.macros[name])
        return "" if opt else "%{" + body + "}"

    def _with(self, name):
        return "with_" + name in self.macros

    @staticmethod
    def _shell(cmd):
        m = re.search(r"`rpm -q ([A-Za-z0-9_.+-]+)`", cmd)
        if not m:
            return ""
        try:
            rc = subprocess.run(["rpm", "-q", m.group(1)], capture_output=True).returncode
        except FileNotFoundError:
            rc = 1
        return "1" if rc == 0 else "0"

    # --- %if expressions -------------------------------------------------------------------
    def truth(self, expr):
        tokens = re.findall(r'"[^"]*"|&&|\|\||==|!=|<=|>=|[<>!()]|[^\s"&|=!<>()]+', self.expand(expr))
        pos = [0]

        def peek():
            return tokens[pos[0]] if pos[0] < len(tokens) else None

        def take():
            pos[0] += 1
            return tokens[pos[0] - 1]

        def primary():
            t = take()
            if t == "(":
                v = disj()
                take()
                return v
            if t == "!":
                return 0 if truthy(primary()) else 1
            if t.startswith('"'):
                return t[1:-1]
            try:
                return int(t)
            except ValueError:
                return t

        def comparison():
            left = primary()
            while peek() in ("==", "!=", "<", ">", "<=", ">="):
                op, right = take(), primary()
                a, b = (left, right) if type(left) is type(right) else (str(left), str(right))
                left = int(
                    {"==": a == b, "!=": a != b, "<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[op]
                )
            return left

        def conj():
            v = comparison()
            while peek() == "&&":
                take()
                r = comparison()
                v = int(truthy(v) and truthy(r))
            return v

        def disj():
            v = conj()
            while peek() == "||":
                take()
                r = conj()
                v = int(truthy(v) or truthy(r))
            return v

        def truthy(v):
            return v != 0 and v != ""

        return truthy(disj())

    # --- the spec --------------------------------------------------------------------------
    def read(self, lines):
        result = {"buildrequires": [], "packages": [], "configure": None}
        stack = []  # per %if: (active before it, this branch taken)
        active = True
        i = 0
        while i < len(lines):
            line = lines[i].rstrip("\n")
            i += 1
            # a %{lua: ...} block spanning lines
            if line.lstrip().startswith("%{lua:"):
                depth = line.count("{") - line.count("}")
                while depth > 0 and i < len(lines):
                    depth += lines[i].count("{") - lines[i].count("}")
                    i += 1
                continue
            word = line.split(None, 1)
            key = word[0] if word else ""
            rest = word[1] if len(word) > 1 else ""
            if key in ("%if", "%ifarch", "%ifos"):
                cond = self.truth(rest) if key == "%if" else rest.strip() in ("x86_64", "linux")
                stack.append((active, cond))
                active = active and cond
                continue
            if key == "%else":
                outer, cond = stack[-1]
                active = outer and not cond
                continue
            if key == "%endif":
                active, _ = stack.pop()
                continue
            if not active:
                continue
            if key in ("%define", "%global"):
                name, value = (rest.split(None, 1) + [""])[:2]
                value = value.strip()
                self.macros[name] = self.expand(value) if key == "%global" else value
            elif key == "%undefine":
                self.macros.pop(rest.strip(), None)
            elif key in ("%bcond_with", "%bcond_without"):
                # rpm defines with_NAME only when the option is on
                name = rest.strip()
                if key == "%bcond_with":
                    on = "_with_" + name in self.macros
                else:
                    on = "_without_" + name not in self.macros
                if on:
                    self.macros["with_" + name] = "1"
                else:
                    self.macros.pop("with_" + name, None)
            elif key.startswith("%{"):
                self.expand(line)  # e.g. %{!?_unitdir: %global ...}: a definition, when it applies
                m = re.match(r"%\{!\?([A-Za-z_][A-Za-z0-9_]*):\s*%(global|define)\s+(\S+)\s+(.*)\}\s*$", line)
                if m and m.group(1) not in self.macros:
                    self.macros[m.group(3)] = self.expand(m.group(4))
            elif key in ("Name:", "Version:", "Release:"):
                self.macros[key[:-1].lower()] = self.expand(rest.strip())
                if key == "Name:":
                    result["packages"].append(self.macros["name"])
            elif key == "BuildRequires:":
                for dep in re.findall(r"(\S+)(?:\s*(>=|<=|=|>|<)\s*(\S+))?", self.expand(rest)):
                    result["buildrequires"].append({"name": dep[0], "op": dep[1], "version": dep[2]})
            elif key == "%package":
                sub = self.expand(rest.strip())
                result["packages"].append(sub[3:].strip() if sub.startswith("-n ") else self.macros["name"] + "-" + sub)
            elif key == "%setup":
                m = re.search(r"-n\s+(\S+)", self.expand(rest))
                result["setup"] = m.group(1) if m else self.macros["name"] + "-" + self.macros["version"]
            elif key == "%configure" and result["configure"] is None:
                args = [rest.rstrip("\\").strip()]
                while line.rstrip().endswith("\\") and i < len(lines):
                    line = lines[i].rstrip("\n")
                    i += 1
                    args.append(line.rstrip("\\").strip())
                expanded = self.expand(" ".join(args)).split()
                dirs = [opt + "=" + self.expand(self.macros[macro]) for opt, macro in CONFIGURE_DIRS]
                result["configure"] = dirs + expanded
        for k in ("name", "version", "release"):
            result[k] = self.macros.get(k, "")
        return result


def main(argv):
    withs, withouts, defines, spec = [], [], {}, None
    it = iter(argv)
    for a in it:
        if a == "--with":
            withs.append(next(it))
        elif a == "--without":
            withouts.append(next(it))
        elif a == "--define":
            name, _, value = next(it).partition(" ")
            defines[name] = value.strip()
        else:
            spec = a
    if spec is None:
        print("usage: rpmspec.py [--with X]... [--without X]... [--define 'NAME VALUE']... SPEC", file=sys.stderr)
        return 2
    with open(spec, encoding="utf-8", errors="replace") as f:
        print(json.dumps(Spec(withs, withouts, defines).read(f.readlines())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
