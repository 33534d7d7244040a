# grognard: two commands do everything on a fresh Debian 12 machine.
#   make run   installs what is missing, builds, serves the referee page (grognard serve)
#   make test  installs, builds (normal and ASan/UBSan), runs every test with ctest
JOBS ?= $(shell nproc)
BUILD := build/release
ASAN := build/asan
GROGNARD := $(BUILD)/grognard

.PHONY: all setup build build-asan run test test-release test-asan lint format bench fuzz screenshots clean

all: build

setup:
	@scripts/setup

$(BUILD)/build.ninja: CMakeLists.txt | setup
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_EXPORT_COMPILE_COMMANDS=ON

$(ASAN)/build.ninja: CMakeLists.txt | setup
	cmake -S . -B $(ASAN) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGROGNARD_SANITIZE=ON -DGROGNARD_BENCH=OFF

build: setup $(BUILD)/build.ninja
	cmake --build $(BUILD) -j $(JOBS)

build-asan: setup $(ASAN)/build.ninja
	cmake --build $(ASAN) -j $(JOBS)

# The referee in a browser: prints the address to open (Ctrl-C stops it). The terminal battle
# is `build/release/grognard battle`.
PORT ?= 8080
run: build
	$(GROGNARD) serve --port $(PORT)

test: test-release test-asan

test-release: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

test-asan: build-asan
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  ctest --test-dir $(ASAN) --output-on-failure -j $(JOBS)

lint: build
	@scripts/lint $(BUILD)

format: setup
	clang-format -i $$(git ls-files '*.h' '*.cpp')

bench: build
	@for b in $(BUILD)/bench/bench_*; do echo "== $$b"; $$b; done

# Fuzzes the scenario loader with libFuzzer (clang) for FUZZ_SECONDS; new inputs go to
# build/fuzz/corpus, a crash to build/fuzz/crash-*. Not part of `make test`: the corpus in
# fuzz/corpus is replayed there instead.
FUZZ := build/fuzz
FUZZ_SECONDS ?= 120
fuzz: setup
	cmake -S . -B $(FUZZ) -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DGROGNARD_FUZZ=ON -DGROGNARD_BENCH=OFF -DGROGNARD_WERROR=OFF
	cmake --build $(FUZZ) --target fuzz_scenario fuzz_situation -j $(JOBS)
	mkdir -p $(FUZZ)/corpus $(FUZZ)/situation_corpus
	$(FUZZ)/fuzz_scenario -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 \
	  -dict=fuzz/toml.dict -artifact_prefix=$(FUZZ)/ $(FUZZ)/corpus fuzz/corpus
	$(FUZZ)/fuzz_situation -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 \
	  -dict=fuzz/json.dict -artifact_prefix=$(FUZZ)/situation- $(FUZZ)/situation_corpus \
	  fuzz/situation_corpus

# The screenshots of docs/screenshots/, taken by the browser tests at 1400 px and 412 x 915.
screenshots: build
	GROGNARD_SCREENSHOTS=$(CURDIR)/docs/screenshots scripts/web_test $(GROGNARD)

clean:
	rm -rf build
