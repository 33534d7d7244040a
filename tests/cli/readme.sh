# The README's examples print what the README says they print: every "$ build/release/grognard"
# block is run and its output compared line by line (trailing spaces ignored).
. "$(dirname "$0")/lib.bash"
readme="$(dirname "$0")/../../README.md"
python3 - "$G" "$readme" <<'PY' || fails=$((fails+1))
import shlex, subprocess, sys
g, readme = sys.argv[1], sys.argv[2]
lines = open(readme, encoding="utf-8").read().split("\n")
bad = 0
i = 0
count = 0
while i < len(lines):
    if lines[i].startswith("$ build/release/grognard "):
        cmd = shlex.split(lines[i][2:])
        cmd[0] = g
        expected = []
        i += 1
        while i < len(lines) and not lines[i].startswith("```"):
            expected.append(lines[i].rstrip())
            i += 1
        out = subprocess.run(cmd, capture_output=True, text=True)
        got = [l.rstrip() for l in (out.stdout + out.stderr).rstrip("\n").split("\n")]
        count += 1
        if got != expected:
            bad += 1
            print("README example differs:", " ".join(cmd))
            print("--- expected"); print("\n".join(expected))
            print("--- got"); print("\n".join(got))
    i += 1
if count == 0:
    print("no README examples found"); bad += 1
sys.exit(1 if bad else 0)
PY
finish
