"""The published page's address: one place, written by the release workflow."""

from __future__ import annotations

from game import public_page


def test_a_checkout_knows_no_public_page(monkeypatch, tmp_path):
    monkeypatch.delenv("HH_SHARE_PAGE", raising=False)
    monkeypatch.setattr(public_page, "FILE", tmp_path / "public_page.txt")
    assert public_page.public_page() is None


def test_the_file_the_release_writes_names_the_page(monkeypatch, tmp_path):
    monkeypatch.delenv("HH_SHARE_PAGE", raising=False)
    monkeypatch.setattr(public_page, "FILE", tmp_path / "public_page.txt")
    public_page.FILE.write_text("https://studio.github.io/heart-to-heart/\n", encoding="utf-8")
    assert public_page.public_page() == "https://studio.github.io/heart-to-heart/"


def test_the_environment_names_another_page(monkeypatch, tmp_path):
    monkeypatch.setattr(public_page, "FILE", tmp_path / "public_page.txt")
    public_page.FILE.write_text("https://studio.github.io/heart-to-heart/", encoding="utf-8")
    monkeypatch.setenv("HH_SHARE_PAGE", " https://mirror.example/hh/ ")
    assert public_page.public_page() == "https://mirror.example/hh/"


def test_what_is_not_an_address_is_no_page(monkeypatch, tmp_path):
    monkeypatch.setattr(public_page, "FILE", tmp_path / "public_page.txt")
    monkeypatch.setenv("HH_SHARE_PAGE", "javascript:alert(1)")
    for junk in (b"\xff\xfe", b"ftp://x/", b"https://" + b"x" * 400, b""):
        public_page.FILE.write_bytes(junk)
        assert public_page.public_page() is None
