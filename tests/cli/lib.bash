# Helpers for the command-line tests: each test script gets the grognard binary as $1.
G="$1"
fails=0
# Battles that test something other than the AI are played by the line commander on both
# sides: the searching commander (the default level) costs far more, above all under ASan.
LINE_AI=(--ai 0=line --ai 1=line)
expect_status() {  # expect_status STATUS CMD...
  local want=$1; shift
  "$@" >/tmp/cli.out.$$ 2>/tmp/cli.err.$$
  local got=$?
  if [ "$got" -ne "$want" ]; then
    echo "FAIL: '$*' exited $got, expected $want"; cat /tmp/cli.out.$$ /tmp/cli.err.$$; fails=$((fails+1))
  fi
}
expect_out() {  # expect_out TEXT: the last command's stdout contains TEXT
  if ! grep -qF -- "$1" /tmp/cli.out.$$; then
    echo "FAIL: stdout lacks '$1'"; cat /tmp/cli.out.$$; fails=$((fails+1))
  fi
}
expect_err() {  # expect_err TEXT: the last command's stderr contains TEXT
  if ! grep -qF -- "$1" /tmp/cli.err.$$; then
    echo "FAIL: stderr lacks '$1'"; cat /tmp/cli.err.$$; fails=$((fails+1))
  fi
}
finish() {
  rm -f /tmp/cli.out.$$ /tmp/cli.err.$$
  if [ "$fails" -ne 0 ]; then echo "$fails failures"; exit 1; fi
  echo "ok"
}
