#!/usr/bin/env bash
# The AI's levels (issue 14): --ai SIDE=LEVEL on battle and simulate, its errors in both
# languages, --explain in both languages, and the levels kept in a record for --replay.
source "$(dirname "$0")/lib.bash"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Bad levels and sides: exit 2, naming --ai and what there is.
expect_status 2 "$G" battle --ai French=expert --lang en
expect_err 'error: --ai: no level "expert": there are random, line, search'
expect_status 2 "$G" simulate -n 1 --ai Prussians=line --lang en
expect_err 'error: --ai: no side "Prussians": there are French, British'
expect_status 2 "$G" battle --ai French --lang ru
expect_err 'ошибка: --ai: «French»: ожидается СТОРОНА=УРОВЕНЬ, например French=search'
expect_status 2 "$G" battle --ai French=line --replay "$out/none.json" --lang en

# A scenario file after --ai is the scenario, not a second level.
expect_status 0 "$G" simulate -n 1 --ai French=line --ai British=random "$(dirname "$0")/../../scenarios/peninsula.toml" --lang en
expect_out 'battles 1, seeds 0..0'

# simulate with levels keeps its lines; the same seeds give the same figures.
expect_status 0 "$G" simulate -n 4 --seed 3 --ai French=random --ai British=line --lang en
expect_out 'battles 4, seeds 3..6'
expect_out 'French   wins'
cp /tmp/cli.out.$$ "$out/sim1"
expect_status 0 "$G" simulate -n 4 --seed 3 --threads 2 --ai 0=random --ai 1=line --lang en
if ! cmp -s "$out/sim1" /tmp/cli.out.$$; then
  echo "FAIL: the same levels by name and by number, on 1 and 2 threads, differ"; fails=$((fails+1))
fi

# The searching commander's whole battles cost minutes under the sanitizers: the C++ tests
# (tests/ai_search_test.cpp) hold it there on short battles, and the release build plays these.
if [[ "$G" == *asan* ]]; then finish; exit 0; fi

# --explain: the searching commander's reasons, tagged with its pseudo-clause, in each language.
expect_status 0 "$G" battle --seed 2 --ai French=search --ai British=line --explain --lang en
expect_out ': the AI weighs 8 answers, each played on 6 times with dice of its own and the better half again, round after round, up to 24 times; the best:'
expect_status 0 "$G" battle --seed 2 --ai French=search --ai British=line --explain --lang ru
expect_out ': ИИ взвешивает варианты ответа (8), каждый разыгран вперёд со своими кубиками (розыгрышей: 6), лучшая половина снова, раунд за раундом (до 24); лучшие:'
# Without --explain it plays the same battle and says nothing of it.
expect_status 0 "$G" battle --seed 2 --ai French=search --ai British=line --lang ru
if grep -q 'AI-SEARCH' /tmp/cli.out.$$; then
  echo "FAIL: reasons without --explain"; fails=$((fails+1))
fi

# A record keeps the levels: the replay plays the search side again and ends where it did.
expect_status 0 "$G" battle --seed 6 --ai French=search --ai British=random --lang en --record "$out/r.json"
grep -q '"search"' "$out/r.json" || { echo "FAIL: the record lacks the level"; fails=$((fails+1)); }
expect_status 0 "$G" battle --replay "$out/r.json" --lang en
expect_out 'The replay ends where the record does: the same battle.'
finish
