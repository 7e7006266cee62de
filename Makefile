# Build artifacts live outside the clone so every clone on this machine reuses the DuckDB build.
export CARGO_TARGET_DIR ?= $(HOME)/.cache/fairtrace/target
CARGO ?= cargo
BIN := $(CARGO_TARGET_DIR)/debug/fairtrace
DEMO_DB := $(CARGO_TARGET_DIR)/demo.duckdb

.PHONY: build test demo sample clean-demo browser spark prometheus bench fuzz install install-check

build:
	$(CARGO) build --locked

# The fuzz targets are type-checked too (their crate is outside the workspace).
test: browser spark prometheus
	$(CARGO) fmt --all --check
	rustfmt --edition 2021 --check fuzz/fuzz_targets/*.rs
	$(CARGO) clippy --locked --workspace --all-targets -- -D warnings
	cd fuzz && CARGO_TARGET_DIR=$(CARGO_TARGET_DIR)/fuzz-check $(CARGO) check --locked --bins
	$(CARGO) test --locked --workspace
	$(MAKE) --no-print-directory install-check

# Installs the binary, its man pages and shell completions under PREFIX (DESTDIR for
# packaging). PROFILE=debug installs the debug build instead (no second DuckDB build).
PREFIX ?= /usr/local
PROFILE ?= release
INSTALLED := $(DESTDIR)$(PREFIX)
install:
	$(CARGO) build --locked $(if $(filter release,$(PROFILE)),--release)
	install -Dm755 $(CARGO_TARGET_DIR)/$(PROFILE)/fairtrace $(INSTALLED)/bin/fairtrace
	$(INSTALLED)/bin/fairtrace manpage --dir $(INSTALLED)/share/man/man1
	install -d $(INSTALLED)/share/bash-completion/completions $(INSTALLED)/share/zsh/site-functions $(INSTALLED)/share/fish/vendor_completions.d
	$(INSTALLED)/bin/fairtrace completions bash > $(INSTALLED)/share/bash-completion/completions/fairtrace
	$(INSTALLED)/bin/fairtrace completions zsh > $(INSTALLED)/share/zsh/site-functions/_fairtrace
	$(INSTALLED)/bin/fairtrace completions fish > $(INSTALLED)/share/fish/vendor_completions.d/fairtrace.fish

# `make install` into a scratch PREFIX: the binary runs, the pages and completions are there
# and the bash completion loads.
CHECK_PREFIX := $(CARGO_TARGET_DIR)/install-check
install-check:
	rm -rf $(CHECK_PREFIX)
	$(MAKE) --no-print-directory install PREFIX=$(CHECK_PREFIX) PROFILE=debug
	$(CHECK_PREFIX)/bin/fairtrace --version
	test -s $(CHECK_PREFIX)/share/man/man1/fairtrace.1 && test -s $(CHECK_PREFIX)/share/man/man1/fairtrace-load-sacct.1
	test -s $(CHECK_PREFIX)/share/zsh/site-functions/_fairtrace && test -s $(CHECK_PREFIX)/share/fish/vendor_completions.d/fairtrace.fish
	bash -c 'source $(CHECK_PREFIX)/share/bash-completion/completions/fairtrace && complete -p fairtrace'

# Speed and memory at 1M and 10M jobs (FAIRTRACE_BENCH_SIZES to change): writes BENCHMARKS.md.
# The release build is a second DuckDB build (~45 min the first time). Spark runs the lake's SQL.
bench: spark
	$(CARGO) build --release --locked
	$(CARGO_TARGET_DIR)/release/bench

# Fuzzes every reader (fuzz/fuzz_targets) for FUZZ_SECONDS each; nightly and cargo-fuzz are
# installed when absent. New inputs go to a scratch corpus beside the build, crashes to
# fuzz/artifacts/. The committed seeds are fuzz/corpus/.
FUZZ_SECONDS ?= 30
FUZZ_TARGETS := sacct_rows sacct_json tres slurm_time slurm_conf sacctmgr archive
FUZZ_DIR := $(CARGO_TARGET_DIR)/fuzz
fuzz:
	@rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
	@command -v cargo-fuzz >/dev/null || $(CARGO) install cargo-fuzz --locked
	cd fuzz && for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_DIR)/corpus/$$t && \
	  CARGO_TARGET_DIR=$(FUZZ_DIR)/target cargo +nightly fuzz run $$t $(FUZZ_DIR)/corpus/$$t corpus/$$t \
	    -- -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 || exit 1; \
	done

# Headless Chromium (Debian's package) for the test that renders the audit's HTML page.
browser:
	@command -v chromium >/dev/null || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q --no-install-recommends chromium; }

# Prometheus and promtool (Debian's package) for the test that loads `export openmetrics`
# into a real Prometheus (tests/cli/openmetrics.rs).
prometheus:
	@command -v promtool >/dev/null && command -v prometheus >/dev/null || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q --no-install-recommends prometheus; }

# A Java runtime (Debian's package) and PySpark (pinned, in a venv beside the build) for the
# test that runs queries/lake/ with Spark in local mode (tests/cli/spark.rs).
PYSPARK_VERSION := 4.0.1
SPARK_VENV := $(CARGO_TARGET_DIR)/spark-venv
spark:
	@java -version 2>&1 | grep -Eq 'version "(1[7-9]|[2-9][0-9])' || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q --no-install-recommends openjdk-17-jre-headless; }
	@$(SPARK_VENV)/bin/python -c 'import pyspark, sys; sys.exit(pyspark.__version__ != "$(PYSPARK_VERSION)")' 2>/dev/null || { \
	  python3 -m venv $(SPARK_VENV) && $(SPARK_VENV)/bin/pip install -q pyspark==$(PYSPARK_VERSION); }

# Loads sample_data/ into a fresh database and prints what it holds.
demo: build
	rm -rf $(DEMO_DB) $(DEMO_DB).wal $(DEMO_DB).published $(DEMO_DB).current
	$(BIN) --db $(DEMO_DB) --tz UTC load conf sample_data/slurm.conf
	$(BIN) --db $(DEMO_DB) load assoc sample_data/assoc.psv
	$(BIN) --db $(DEMO_DB) load qos sample_data/qos.psv
	$(BIN) --db $(DEMO_DB) --tz UTC load sacct sample_data/sacct.psv.gz
	$(BIN) --db $(DEMO_DB) info
	$(BIN) --db $(DEMO_DB) --tz UTC sshare --at 2026-09-30T00:00:00 -a -l
	$(BIN) --db $(DEMO_DB) --tz UTC usage --at 2026-09-30T00:00:00 --by account -T billing,cpu,gres/gpu
	$(BIN) --db $(DEMO_DB) --tz UTC squeue --at 2026-09-29T23:59:00
	$(BIN) --db $(DEMO_DB) --tz UTC timeline --user bohr --from 2026-09-23 --to 2026-09-30 --step 6h --plot $(CARGO_TARGET_DIR)/demo-timeline.svg
	$(BIN) --db $(DEMO_DB) --tz UTC why 104996 --plot $(CARGO_TARGET_DIR)/demo-why.svg
	$(BIN) --db $(DEMO_DB) --tz UTC sreport -t percent cluster Utilization start=2026-09-01 end=2026-10-01
	$(BIN) --db $(DEMO_DB) --tz UTC sreport -t hours user TopUsage TopCount=5 start=2026-09-01 end=2026-10-01
	$(BIN) --db $(DEMO_DB) --tz UTC audit --month 2026-09 --html $(CARGO_TARGET_DIR)/demo-audit.html
	@echo "charts: $(CARGO_TARGET_DIR)/demo-timeline.svg $(CARGO_TARGET_DIR)/demo-why.svg $(CARGO_TARGET_DIR)/demo-audit.html"

# Rewrites sample_data/ with the generator (the committed files come from exactly this).
sample: build
	$(BIN) gen --jobs 5000 --seed 42 --days 60 --out sample_data
	gzip -9n -f sample_data/sacct.psv
