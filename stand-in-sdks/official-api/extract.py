#!/usr/bin/env python3
"""Writes official-api.txt: facts about the public Java API of the official Pulumi SDKs
(pulumi-oci, pulumi-command, pulumi-tls, generated sdk/java at the pinned tags) for every class
the stand-in generates from the reference schema. Facts only (names, types, annotation values,
builder defaults, required checks), one per line, sorted; no code is copied.

Usage (each argument a git directory holding the tag, e.g. from a snapshot of the repository):
    extract.py OCI_GIT COMMAND_GIT TLS_GIT > official-api.txt
The tags are the pinned provider versions (v4.20.0, v1.2.1, v5.5.1); the class list is read from
../schema/pulumi-oci-command-schema.json. The line format is in README.md next to this file.
"""
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCHEMA = HERE.parent / "schema" / "pulumi-oci-command-schema.json"
TAGS = {"oci": "v4.20.0", "command": "v1.2.1", "tls": "v5.5.1"}
SRC = "sdk/java/src/main/java/"


def out_class(java_class):
    """...inputs.FooArgs -> ...outputs.Foo (the output side of a nested input type)."""
    if ".inputs." in java_class and java_class.endswith("Args"):
        return java_class.replace(".inputs.", ".outputs.")[: -len("Args")]
    return java_class


def module_package(token):
    """oci:Core/vcn:Vcn -> com.pulumi.oci.Core; command:remote:X -> com.pulumi.command.remote; tls:index/.. -> com.pulumi.tls"""
    provider, module = token.split(":")[0], token.split(":")[1].split("/")[0]
    return "com.pulumi." + provider + ("" if module == "index" else "." + module)


def classes(schema):
    """Every class the stand-in generates -> the methods kept for it (None: all)."""
    types = schema["types"]
    want = {}

    def type_classes(ref, seen):
        if ref in seen:
            return
        seen.add(ref)
        t = types[ref]
        if t.get("kind") == "enum":
            want[module_package(ref) + ".enums." + ref.split(":")[-1]] = None
            return
        jc = t["javaClass"]
        want[jc] = None
        want[out_class(jc)] = None
        for p in t.get("properties", {}).values():
            if "ref" in p:
                type_classes(p["ref"], seen)

    seen = set()
    for token, r in schema["resources"].items():
        want[r["javaClass"]] = None
        want[r["javaClass"] + "Args"] = None
        for p in list(r.get("inputs", {}).values()) + list(r.get("outputTypes", {}).values()):
            if "ref" in p:
                type_classes(p["ref"], seen)
    functions = {}
    for token, f in schema["functions"].items():
        want[f["javaArgsClass"]] = None
        want[f["javaResultClass"]] = None
        for p in list(f.get("inputs", {}).values()) + list(f.get("outputs", {}).values()):
            if "ref" in p:
                type_classes(p["ref"], seen)
        pkg = f["javaArgsClass"].rsplit(".inputs.", 1)[0]
        cls = pkg + "." + pkg.rsplit(".", 1)[1][0].upper() + pkg.rsplit(".", 1)[1][1:] + "Functions"
        functions.setdefault(cls, set()).add(token.split(":")[-1])
    want.update(functions)
    # the explicit OCI provider (pulumi:providers:oci) and its arguments
    want["com.pulumi.oci.Provider"] = None
    want["com.pulumi.oci.ProviderArgs"] = None
    # nested output types reachable only from output classes
    return want


def strip_type(t):
    t = t.replace("/* @Nullable */", "").replace("@Nullable", "")
    t = re.sub(r"\b(?:[a-z][a-z0-9_]*\.)+([A-Z])", r"\1", t)  # drop package qualifiers
    return re.sub(r"\s+", "", t)


def split_params(params):
    out, depth, cur = [], 0, ""
    for ch in params:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    types = []
    for p in out:
        p = p.replace("@Nullable", "").strip()
        types.append(strip_type(p.rsplit(" ", 1)[0]))
    return ",".join(types)


# an annotated field: the annotation's facts, then the declared type from the next line
FIELD_FACTS = (
    (re.compile(r'^@Import\(name="(\w+)"(.*)\)$'),
     lambda m: f"import {m.group(1)} required={'required=true' in m.group(2)} json={'json=true' in m.group(2)}"),
    (re.compile(r'^@(?:com\.pulumi\.core\.annotations\.)?Export\(name="(\w+)", refs=\{(.*)\}, tree="(.*)"\)$'),
     lambda m: f"export {m.group(1)} refs={{{m.group(2)}}} tree={m.group(3)}"),
)
FIELD_DECL = re.compile(r"private (?:@Nullable )?(.+) (\w+);")


def field_fact(annotation, declaration):
    for pattern, fact in FIELD_FACTS:
        m = pattern.match(annotation)
        if m:
            return f"{fact(m)} field={strip_type(FIELD_DECL.match(declaration).group(1))}"
    return None


METHOD = re.compile(r"^(    |        )public (static )?(final )?(?:(.+?) )?(\w+)\((.*)\) \{\}?$")


def facts(cls, text, keep):
    simple = cls.rsplit(".", 1)[1]
    lines = []
    text = re.sub(r"/\*\*.*?\*/", "", text, flags=re.S)  # javadoc
    src = text.split("\n")
    builder = False
    pending = []
    in_build = False
    for i, raw in enumerate(src):
        line = raw.rstrip()
        stripped = line.strip()
        m = re.match(r"^\s*public (final )?(class|enum) (\w+)(?: extends ([\w.]+))?", line)
        if m and m.group(3) == simple:
            lines.append(f"{cls} type {m.group(2)} {'final ' if m.group(1) else ''}extends={strip_type(m.group(4) or '')}")
            for a in pending:
                lines.append(f"{cls} annotation {a}")
            pending = []
            continue
        if stripped.startswith("@ResourceType(") or stripped in ("@CustomType", "@EnumType"):
            pending.append(stripped)
            continue
        if re.match(r"^\s*public static final class Builder", line):
            builder = True
            continue
        owner = cls + ("$Builder" if builder else "")
        fact = field_fact(stripped, src[i + 1].strip() if i + 1 < len(src) else "")
        if fact:
            lines.append(f"{owner} {fact}")
            continue
        m = re.match(r"^        ([A-Z]\w*)\(\"(.*)\"\)[,;]$", line)
        if m and "enum" in text.split(f"enum {simple}")[0][-40:] + "enum":
            lines.append(f"{cls} constant {m.group(1)}={m.group(2)}")
            continue
        m = METHOD.match(line)
        if m and "class " not in line:
            ret, name, params = m.group(4), m.group(5), m.group(6)
            if ret is None:  # constructor
                if name in (simple, "Builder"):
                    lines.append(f"{owner} constructor ({split_params(params)})")
                continue
            if keep is not None:
                base = name[: -len("Plain")] if name.endswith("Plain") else name
                if base not in keep:
                    continue
            lines.append(f"{owner} method {'static ' if m.group(2) else ''}{strip_type(ret)} {name}({split_params(params)})")
            in_build = builder and name == "build"
            continue
        if builder:
            m = re.search(r'Codegen\.(\w+)Prop\("(\w+)"\).*?(?:\.env\(([^)]*)\))?.*?(?:\.def\((.*?)\))?\.get', stripped)
            if m:
                if m.group(4) is not None:
                    lines.append(f"{owner} default {m.group(2)}={m.group(4)}")
                if m.group(3) is not None:
                    lines.append(f"{owner} env {m.group(2)}={m.group(3)}")
            m = re.search(r'MissingRequiredPropertyException\("(\w+)", "(\w+)"\)', stripped)
            if m:
                lines.append(f"{owner} requires {m.group(2)}")
    return lines


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    gits = dict(zip(("oci", "command", "tls"), sys.argv[1:]))
    schema = json.loads(SCHEMA.read_text())
    out = []
    for cls, keep in sorted(classes(schema).items()):
        provider = cls.split(".")[2]
        path = SRC + cls.replace(".", "/") + ".java"
        text = subprocess.run(["git", "--git-dir", gits[provider], "show", f"{TAGS[provider]}:{path}"],
                              check=True, capture_output=True, text=True).stdout
        out.extend(facts(cls, text, keep))
    print("# Generated by extract.py from the official sdk/java sources: pulumi-oci v4.20.0, "
          "pulumi-command v1.2.1, pulumi-tls v5.5.1. Format: README.md.")
    for line in sorted(set(out)):
        print(line)


if __name__ == "__main__":
    main()
