# Issue 16: whatever the JSON, the command line answers exit 2 and a line naming the field.
. "$(dirname "$0")/lib.bash"

# Numbers too large for a double: the JSON library's exception becomes an error, field named.
expect_status 2 "$G" odds '{"action": "skirmish_fire", "firer": {"figures": 1e400, "class": "first"}}' --lang en
expect_err 'error: firer.figures: a number too large for any field'
expect_status 2 "$G" odds '1e999' --lang en
expect_err 'error: situation: a number too large for any field'
expect_status 2 "$G" odds '{"action": "skirmish_fire", "firer": {"companies": [{"figures": 6, "class": "first"}, {"figures": -1e999}]}}' --lang en
expect_err 'error: firer.companies[1].figures: a number too large for any field'
# A whole number beyond every integer type is out of range, not wrapped around.
expect_status 2 "$G" odds '{"action": "skirmish_fire", "firer": {"figures": 18446744073709551615, "class": "first"}}' --lang en
expect_err 'error: firer.figures: expected an integer from 1 to 200, got 18446744073709551615'

# A long Russian value is cut on a character boundary: --json stays valid UTF-8, and each
# message is in one language.
long='ЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖ'
expect_status 2 "$G" odds "{\"action\": \"skirmish_fire\", \"firer\": {\"figures\": 18, \"class\": \"$long\"}}" --lang ru --json
expect_out '"field": "firer.class"'
expect_out '...'
if ! iconv -f UTF-8 -t UTF-8 /tmp/cli.out.$$ >/dev/null 2>&1; then echo "FAIL: --json output is not UTF-8"; fails=$((fails+1)); fi
expect_status 2 "$G" odds '{"action": "skirmish_fire", "firer": {"figures": {}, "class": "first"}}' --lang ru
expect_err 'ошибка: firer.figures: ожидается целое число от 1 до 200, получено объект'

# Every source of a situation has the one size limit, 1 MiB; a directory is said to be one.
expect_status 2 "$G" odds @/dev/zero --lang en
expect_err 'error: situation: /dev/zero is larger than 1048576 bytes (1 MiB), the limit of a situation'
expect_status 2 "$G" odds @/tmp --lang en
expect_err 'error: situation: /tmp is a directory, not a file'
head -c 1100000 /dev/zero | tr '\0' ' ' > /tmp/big.$$.json
expect_status 2 sh -c "\"$G\" odds - --lang en < /tmp/big.$$.json"
expect_err 'error: situation: standard input is larger than 1048576 bytes (1 MiB)'
rm -f /tmp/big.$$.json
# A file name that is not UTF-8 is shown with U+FFFD, and --json still writes the error.
expect_status 2 "$G" odds "@/nonexistent/$(printf '\xff').json" --json --lang en
expect_out '"field": "situation"'
expect_err 'cannot read file /nonexistent/'
# Nesting is bounded too.
deep=$(printf '[%.0s' $(seq 1 200))
expect_status 2 "$G" odds "$deep" --lang en
expect_err 'nested deeper than 64 levels'
finish
