#!/usr/bin/env bash
# The translation catalogues (docs/translations.md). Usage:
#   scripts/translations.sh pot [OUT]    extract every marked string (tr, trn, trp, trLater) from the
#                                        sources, the level packs' names from levels/ and the flow
#                                        and landmark names from assets/catalog.yaml into
#                                        po/tileflow.pot (or OUT)
#   scripts/translations.sh check-pot    fails when po/tileflow.pot is not what `pot` would write
#                                        (a string in the sources without its catalogue entry)
#   scripts/translations.sh check-po     fails when a po/LANG.po is broken (msgfmt --check) or a
#                                        translation's {N} placeholders differ from its source's, or it lacks
#                                        its "X-Language-Name" header (the language's own name), or a
#                                        string with one of the game's own words lacks the language's
#                                        word for it (po/glossary.txt)
#   scripts/translations.sh merge        brings every po/LANG.po up to the .pot (msgmerge)
set -euo pipefail
cd "$(dirname "$0")/.."

# A catalogue of each level file's pack name ("pack:" then "  name: ..."), in file order.
pack_names() {
  printf 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n'
  for file in $(find levels -name '*.yaml' -not -path 'levels/recipes/*' | LC_ALL=C sort); do
    awk -v file="$file" '
      /^pack:/ { inPack = 1; next }
      /^[^ ]/ { inPack = 0 }
      inPack && /^  name: "/ {
        name = $0; sub(/^  name: "/, "", name); sub(/"[ \t]*$/, "", name)
        printf "\n#. TRANSLATORS: a level pack'"'"'s name (a land of Tiles levels or a pack of Lines levels)\n"
        printf "#: %s\nmsgid \"%s\"\nmsgstr \"\"\n", file, name
        exit
      }' "$file"
  done
}

# A catalogue of the flow and landmark names of assets/catalog.yaml, for the Link status line.
catalog_names() {
  printf 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n'
  awk '
    /^[a-z]/ { section = $1 }
    (section == "flows:" || section == "landmarks:") && /^  - \{id: / {
      name = $0; sub(/.*name: "/, "", name); sub(/".*/, "", name)
      if (section == "flows:") {
        printf "\n#. TRANSLATORS: a flow as it stands mid-sentence in the Link status line (\"a road joins a town\n"
        printf "#. and a station\"), with an article if your language needs one there\n"
        printf "#: assets/catalog.yaml\nmsgctxt \"flow\"\nmsgid \"%s\"\nmsgstr \"\"\n", name
      } else {
        printf "\n#. TRANSLATORS: a kind of landmark as it stands mid-sentence in the Link status line (\"a road\n"
        printf "#. joins a town and a station\"), with an article if your language needs one there\n"
        printf "#: assets/catalog.yaml\nmsgctxt \"landmark kind\"\nmsgid \"%s\"\nmsgstr \"\"\n", name
        printf "\n#. TRANSLATORS: a kind of landmark in the plural, at the start of a Link status line part\n"
        printf "#. (\"Towns 2/3 joined\", \"Towns done\")\n"
        printf "#: assets/catalog.yaml\nmsgctxt \"landmark kind, plural\"\nmsgid \"%s\"\nmsgstr \"\"\n", name
      }
    }' assets/catalog.yaml
}

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
  # The names of the level packs (the Tiles lands and the Lines packs) from the level files, each
  # with its file: the game shows them through tr (docs/translations.md).
  # The flow and landmark names of the tile catalogue, for the Link status line.
  pack_names >"$out.packs"
  catalog_names >"$out.catalog"
  msgcat --use-first --add-location=file --sort-by-file --output-file="$out" "$out.lines" "$out.packs" "$out.catalog"
  rm -f "$out.lines" "$out.packs" "$out.catalog"
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
      # The game's own words (tile, flow, land, pack, Flood, Lines) in the catalogue's own words.
      lang=$(basename "$po" .po)
      if grep -q "[[:space:]]$lang=" po/glossary.txt; then
        wrong=$(awk -v lang="$lang" -f scripts/po-glossary.awk po/glossary.txt "$po")
        if [[ -n "$wrong" ]]; then echo "$wrong" >&2; status=1; fi
      fi
    done
    exit "$status"
    ;;
  merge)
    for po in po/*.po; do
      msgmerge --quiet --update --backup=none --no-fuzzy-matching --add-location=file --sort-by-file "$po" po/tileflow.pot
    done
    ;;
  *)
    sed -n '2,12p' "$0" >&2
    exit 2
    ;;
esac
