# Two commands for a fresh clone (see README):
#   make play   install, then open JupyterLab on the example notebooks
#   make test   install everything (Python, npm, Debian's Chromium), then lint, type-check and run every test
# Everything goes into ./.venv and js/node_modules; nothing is installed globally except Chromium.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
AS_ROOT := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)
# Kernel messages sent at once (connect_widgets.nodelay, a server extension of this package):
# clicks answer in about 10 ms instead of about 50. `make play NODELAY=0` runs the server as it comes.
NODELAY ?= 1
NODELAY_FLAG := --ServerApp.jpserver_extensions=connect_widgets.nodelay=$(if $(filter 0,$(NODELAY)),False,True)

.PHONY: play test test-newest-python lint bundle benchmark screenshots notebooks chromium clean mutation

play: $(VENV)/.installed-lab
	$(BIN)/jupyter lab $(AS_ROOT) $(NODELAY_FLAG) $(LAB_ARGS) notebooks/

test: $(VENV)/.installed-test js/node_modules/.installed chromium
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	# Rules, protocol, conformance, widget and notebooks on both cores; then the browser tests, which
	# share one JupyterLab and one Chromium. Bytecode is written even where PYTHONDONTWRITEBYTECODE
	# is set: pytest then keeps its rewritten test modules, about 7 s of each later run.
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n 2 -m "not browser" $(PYTEST_ARGS)
	$(BIN)/python -m pytest -m browser tests/browser $(PYTEST_ARGS)
	$(MAKE) test-newest-python

# The unit tests again on the newest Python the package supports (3.13), where one is installed (by
# pyenv, or Debian's python3.13): Python 3.12 changed how `sum` adds floats, and a seeded search
# replayed otherwise there until the package added its floats itself (connect_widgets/core/sums.py).
PYENV_ROOT ?= $(shell pyenv root 2>/dev/null)
NEWEST_PYTHON ?= $(lastword $(sort $(wildcard /usr/bin/python3.13 $(PYENV_ROOT)/versions/3.13*/bin/python)))
NEWEST_VENV := .venv-newest

test-newest-python: js/node_modules/.installed
	@if [ -z "$(NEWEST_PYTHON)" ]; then echo "NOTE: no Python 3.13 on this machine: the unit tests ran on $$($(BIN)/python -V) only"; else \
	  set -e; test -x $(NEWEST_VENV)/bin/pip || $(NEWEST_PYTHON) -m venv --clear $(NEWEST_VENV); \
	  $(NEWEST_VENV)/bin/python -m pip install --quiet --upgrade pip; \
	  $(NEWEST_VENV)/bin/python -m pip install --quiet -e ".[test]"; \
	  PYTHONDONTWRITEBYTECODE= $(NEWEST_VENV)/bin/python -m pytest -n 2 -m "not browser" -p no:nbval -o addopts="" tests; fi

# Mutation testing (hours; not in CI): `make mutation`, or one area: `make mutation MUTANTS='connect_widgets.connect5.*'`.
# Results by area, and every survivor, go to tests/MUTATION.md.
mutation: $(VENV)/.installed-test
	$(BIN)/python -m pip install --quiet -e ".[mutation]"
	$(BIN)/mutmut run --max-children 2 $(MUTANTS)
	$(BIN)/python -m tests.mutation_report > tests/MUTATION.md

lint: $(VENV)/.installed-test
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

bundle: js/node_modules/.installed
	npm run build --prefix js

benchmark: $(VENV)/.installed-test js/node_modules/.installed chromium
	$(BIN)/python -m benchmarks.run

screenshots: $(VENV)/.installed-test js/node_modules/.installed chromium
	CW_UPDATE_SCREENSHOTS=1 $(BIN)/python -m pytest tests/browser -p no:nbval -o addopts=""

$(VENV)/.installed-lab: pyproject.toml
	test -x $(BIN)/pip || $(PYTHON) -m venv --clear $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[lab]"
	touch $@

$(VENV)/.installed-test: pyproject.toml
	test -x $(BIN)/pip || $(PYTHON) -m venv --clear $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@ $(VENV)/.installed-lab

js/node_modules/.installed: js/package.json js/package-lock.json
	npm ci --prefix js --no-audit --no-fund
	touch $@

# Debian's Chromium for the browser tests, and an emoji font so Connect the Thoughts' pictures show.
chromium:
	@if [ -x /usr/bin/chromium ] && dpkg -s fonts-noto-color-emoji >/dev/null 2>&1; then echo "chromium: present"; else \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji; fi

notebooks: $(VENV)/.installed-test
	for nb in notebooks/*.ipynb; do \
	  $(BIN)/jupyter nbconvert --to notebook --execute --inplace --ExecutePreprocessor.store_widget_state=False "$$nb" || exit 1; \
	done

clean:
	rm -rf $(VENV) $(NEWEST_VENV) js/node_modules test-artifacts
