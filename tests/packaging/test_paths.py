"""desktop.paths: one resolver for a source tree, an installed package and a frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path

from desktop import paths

from .conftest import SOURCE


def test_from_the_checkout_the_top_level_folders_win():
    assert paths.SOURCE_TREE == SOURCE
    assert paths.ROOT == SOURCE
    assert (paths.RESOURCES, paths.SEEDS, paths.I18N) == (
        SOURCE / "resources", SOURCE / "seeds", SOURCE / "i18n")


def _fake_tree(base: Path, with_pyproject: bool) -> Path:
    pkg = base / "desktop"
    pkg.mkdir(parents=True)
    for d in paths.DATA_DIRS:
        (base / d).mkdir()
    if with_pyproject:
        (base / "pyproject.toml").write_text("[project]\n")
    return pkg


def test_a_source_tree_needs_pyproject_and_all_three_folders(tmp_path):
    # site-packages with a stray top-level resources/ (another package's) is no source tree
    assert paths._source_tree(_fake_tree(tmp_path / "site", with_pyproject=False)) is None
    assert paths._source_tree(_fake_tree(tmp_path / "repo", with_pyproject=True)) == tmp_path / "repo"


def test_a_frozen_bundle_looks_in_meipass(tmp_path, monkeypatch):
    data = tmp_path / "desktop" / "_data"
    data.mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths._installed_root() == data


def test_an_installed_package_uses_its_data_folder(monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    # from the checkout there is no desktop/_data: the fallback names the package folder
    assert paths._installed_root() == paths.PACKAGE / paths.DATA_PACKAGE_DIR
