"""The Python SDK's judges (issue 12), run by the suite sdk-python-judges with the 3.11 venv:

1. `mypy --strict --python-version 3.8` on a consumer program (tests/judges/consumer.py) and on every
   runnable python block of the README (the SDK's own modules are checked along, strict too);
2. pyright in strict mode (`npx pyright`, pythonVersion 3.8) on the same files;
3. `pyright --verifytypes orbit_sdk`: the public API's type completeness, at least 95 %.

Prints each judge's findings and the completeness, and exits non-zero on any finding. `--sdk DIR` and
`--consumer FILE` judge another build of the SDK and its consumer (tests/shapes: the SDK built from the
fixture contract), `--no-readme` leaves the README's blocks out (that README's examples are the real
contract's), and `--judge mypy|pyright|verifytypes` runs one judge.

    .cache/venv/py3.11/bin/python sdks/python/tests/judges/run.py
"""
import argparse
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
SDK = HERE.parent.parent
ROOT = SDK.parent.parent
PYRIGHT = ROOT / "node_modules" / ".bin" / "pyright"
MIN_COMPLETENESS = 0.95


def readme_blocks(text: str):
    """The runnable ```python blocks (not marked `<!-- not-runnable: ... -->` on the line before)."""
    lines = text.split("\n")
    blocks, i = [], 0
    while i < len(lines):
        if lines[i].strip() == "```python":
            end = lines.index("```", i + 1)
            if not (i > 0 and lines[i - 1].startswith("<!-- not-runnable:")):
                blocks.append("\n".join(lines[i + 1 : end]) + "\n")
            i = end
        i += 1
    return blocks


def run(command, env=None, cwd=None):
    result = subprocess.run(command, cwd=cwd, env={**os.environ, **(env or {})}, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return result.returncode, result.stdout


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sdk", type=pathlib.Path, default=SDK)
    parser.add_argument("--consumer", type=pathlib.Path, default=HERE / "consumer.py")
    parser.add_argument("--no-readme", action="store_true")
    parser.add_argument("--judge", choices=["mypy", "pyright", "verifytypes"], action="append")
    options = parser.parse_args()
    sdk: pathlib.Path = options.sdk.resolve()
    chosen = options.judge or ["mypy", "pyright", "verifytypes"]
    work = pathlib.Path(tempfile.mkdtemp(prefix="orbit-judges-"))
    try:
        blocks = [] if options.no_readme else readme_blocks((sdk / "README.md").read_text())
        if not blocks and not options.no_readme:
            print("judges: the README has no runnable python block")
            return 1
        files = ["consumer.py"]
        shutil.copy(options.consumer, work / "consumer.py")
        for n, block in enumerate(blocks, 1):
            name = f"readme_{n:02d}.py"
            (work / name).write_text(block)
            files.append(name)
        failures = 0
        if "mypy" in chosen:
            failures += judge_mypy(work, files, sdk, len(blocks))
        if "pyright" in chosen:
            failures += judge_pyright(work, files, sdk)
        if "verifytypes" in chosen:
            failures += judge_verifytypes(work, sdk)
        print(f"judges: {len(chosen) - failures} passed, {failures} failed")
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


def judge_mypy(work: pathlib.Path, files: "list[str]", sdk: pathlib.Path, blocks: int) -> int:
    """mypy --strict on the files (the SDK's own modules are checked along); answers 1 on any finding."""
    code, out = run(
        [sys.executable, "-m", "mypy", "--strict", "--python-version", "3.8", "--cache-dir", str(work / ".mypy_cache"), *files],
        env={"MYPYPATH": str(sdk)}, cwd=work,
    )
    findings = len(re.findall(r": error:", out))
    print(f"judges: mypy --strict --python-version 3.8 on the consumer program and {blocks} README blocks: {findings} findings")
    if code != 0:
        print(out)
        return 1
    return 0


def judge_pyright(work: pathlib.Path, files: "list[str]", sdk: pathlib.Path) -> int:
    """pyright in strict mode on the files; answers 1 on any error or warning."""
    config = {"typeCheckingMode": "strict", "pythonVersion": "3.8", "extraPaths": [str(sdk)], "include": files}
    (work / "pyrightconfig.json").write_text(json.dumps(config))
    code, out = run([str(PYRIGHT), "-p", "pyrightconfig.json", "--pythonpath", sys.executable, "--outputjson"], cwd=work)
    report = json.loads(out[out.index("{"):])
    diagnostics = [d for d in report["generalDiagnostics"] if d["severity"] in ("error", "warning")]
    print(f"judges: pyright {report['version']} strict on the same files: {len(diagnostics)} findings")
    for d in diagnostics:
        print(f"  {pathlib.Path(d['file']).name}:{d['range']['start']['line'] + 1}: {d['message']}")
    return 1 if code != 0 or diagnostics else 0


def judge_verifytypes(work: pathlib.Path, sdk: pathlib.Path) -> int:
    """pyright --verifytypes orbit_sdk; answers 1 below the minimum completeness."""
    code, out = run([str(PYRIGHT), "--verifytypes", "orbit_sdk", "--ignoreexternal", "--pythonpath", sys.executable, "--outputjson"], env={"PYTHONPATH": str(sdk)}, cwd=work)
    report = json.loads(out[out.index("{"):])
    completeness = report["typeCompleteness"]["completenessScore"]
    symbols = report["typeCompleteness"]["exportedSymbolCounts"]
    print(
        f"judges: pyright --verifytypes orbit_sdk: type completeness {completeness * 100:.1f} % "
        f"({symbols['withKnownType']} of {symbols['withKnownType'] + symbols['withAmbiguousType'] + symbols['withUnknownType']} exported symbols known; minimum {MIN_COMPLETENESS * 100:.0f} %)"
    )
    return 1 if completeness < MIN_COMPLETENESS else 0


if __name__ == "__main__":
    sys.exit(main())
