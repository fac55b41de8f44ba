#!/usr/bin/env bash
# The translation catalogues (docs/translations.md). Usage:
#   scripts/translations.sh pot [OUT]    extract every marked string (tr, trn, trp, trLater) from the
#                                        sources into po/tileflow.pot (or OUT)
#   scripts/translations.sh check-pot    fails when po/tileflow.pot is not what `pot` would write
#                                        (a string in the sources without its catalogue entry)
#   scripts/translations.sh check-po     fails when a po/LANG.po is broken (msgfmt --check) or a
#                                        translation's {N} placeholders differ from its source's, or it lacks
#                                        its "X-Language-Name" header (the language's own name)
#   scripts/translations.sh merge        brings every po/LANG.po up to the .pot (msgmerge)
set -euo pipefail
cd "$(dirname "$0")/.."

write_pot() {
  local out="$1"
  find engine game \( -name '*.cpp' -o -name '*.hpp' \) -type f | LC_ALL=C sort >"$out.files"
  # Line numbers while the two extractions are joined keep each file's strings in source order;
  # msgcat then leaves only the file names.
  xgettext --language=C++ --from-code=UTF-8 --keyword= --keyword=tr --keyword=trn:1,2 --keyword=trp:1c,2 \
    --keyword=trLater --add-comments=TRANSLATORS: --sort-by-file \
    --package-name=tileflow --msgid-bugs-address=https://github.com/tileflow/tileflow/issues \
    --copyright-holder="The Tileflow developers" --files-from="$out.files" --output="$out.lines"
  rm -f "$out.files"
  # The desktop entry and the AppStream metainfo: Name, GenericName, Comment, Keywords, the summary
  # and the description (xgettext's Desktop and metainfo ITS rules); msgfmt puts them back at build time.
  xgettext --from-code=UTF-8 --join-existing --sort-by-file --package-name=tileflow \
    --msgid-bugs-address=https://github.com/tileflow/tileflow/issues --copyright-holder="The Tileflow developers" \
    --output="$out.lines" \
    dist/linux/io.github.tileflow.Tileflow.desktop dist/linux/io.github.tileflow.Tileflow.metainfo.xml
  msgcat --add-location=file --sort-by-file --output-file="$out" "$out.lines"
  rm -f "$out.lines"
  # The date would make every run differ.
  sed -i -e '/^"POT-Creation-Date: /d' -e '1s/.*/# The player-visible text of Tileflow (docs\/translations.md)./' "$out"
}

case "${1:-}" in
  pot)
    write_pot "${2:-po/tileflow.pot}"
    ;;
  check-pot)
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    write_pot "$tmp/tileflow.pot"
    if ! diff -u po/tileflow.pot "$tmp/tileflow.pot" >"$tmp/diff"; then
      echo "po/tileflow.pot is stale: run scripts/translations.sh pot (and merge) and commit it" >&2
      grep '^[-+]msgid' "$tmp/diff" | head -40 >&2 || true
      exit 1
    fi
    ;;
  check-po)
    status=0
    # msgfmt --desktop and --xml take the languages from po/LINGUAS.
    if [[ "$(ls po/*.po | sed 's|po/||; s|\.po$||' | LC_ALL=C sort | tr '\n' ' ')" != \
      "$(grep -v '^#' po/LINGUAS | tr ' ' '\n' | grep . | LC_ALL=C sort | tr '\n' ' ')" ]]; then
      echo "po/LINGUAS does not list exactly the po/*.po languages" >&2
      status=1
    fi
    for po in po/*.po; do
      [[ -e "$po" ]] || continue
      msgfmt --check --output-file=/dev/null "$po" || { echo "$po is broken" >&2; status=1; }
      # The game lists the language by this name (cmake/TileflowLanguageList.cmake).
      grep -q '^"X-Language-Name: [^"\\]' "$po" || { echo "$po has no \"X-Language-Name: ...\\n\" header line" >&2; status=1; }
      # msgfmt checks printf formats only: the {N} of formatText are checked here.
      wrong=$(awk -f scripts/po-placeholders.awk "$po")
      if [[ -n "$wrong" ]]; then echo "$wrong" >&2; status=1; fi
    done
    exit "$status"
    ;;
  merge)
    for po in po/*.po; do
      msgmerge --quiet --update --backup=none --no-fuzzy-matching --add-location=file --sort-by-file "$po" po/tileflow.pot
    done
    ;;
  *)
    sed -n '2,10p' "$0" >&2
    exit 2
    ;;
esac
