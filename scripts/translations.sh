#!/usr/bin/env bash
# The translation catalogues (docs/translations.md). Usage:
#   scripts/translations.sh pot [OUT]    extract every marked string (tr, trn, trp, trLater) from the
#                                        sources into po/tileflow.pot (or OUT)
#   scripts/translations.sh check-pot    fails when po/tileflow.pot is not what `pot` would write
#                                        (a string in the sources without its catalogue entry)
#   scripts/translations.sh check-po     fails when a po/LANG.po is broken (msgfmt --check) or a
#                                        translation's {N} placeholders differ from its source's
#   scripts/translations.sh merge        brings every po/LANG.po up to the .pot (msgmerge)
set -euo pipefail
cd "$(dirname "$0")/.."

write_pot() {
  local out="$1"
  find engine game \( -name '*.cpp' -o -name '*.hpp' \) -type f | LC_ALL=C sort >"$out.files"
  xgettext --language=C++ --from-code=UTF-8 --keyword= --keyword=tr --keyword=trn:1,2 --keyword=trp:1c,2 \
    --keyword=trLater --add-comments=TRANSLATORS: --add-location=file --sort-by-file \
    --package-name=tileflow --msgid-bugs-address=https://github.com/tileflow/tileflow/issues \
    --copyright-holder="The Tileflow developers" --files-from="$out.files" --output="$out"
  rm -f "$out.files"
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
    for po in po/*.po; do
      [[ -e "$po" ]] || continue
      msgfmt --check --output-file=/dev/null "$po" || { echo "$po is broken" >&2; status=1; }
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
    sed -n '2,9p' "$0" >&2
    exit 2
    ;;
esac
