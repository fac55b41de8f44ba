# scripts/translations.sh check-po: prints FILE:LINE for each translation in po/LANG.po whose source
# uses one of the game's own words (po/glossary.txt: tile, flow, land, pack, Flood, Lines) and which
# lacks the language's word for it. Usage: awk -v lang=LANG -f scripts/po-glossary.awk po/glossary.txt po/LANG.po
# Untranslated and fuzzy entries are skipped (check-po's msgfmt and the statistics see to those).
function check(    w, src, dst, k, ok) {
  if (id == "" || fuzzy) return
  src = tolower(id " " plural)
  for (w in want) {
    if (!match(src, "(^|[^a-z])" w "s?([^a-z]|$)")) continue
    if ((w SUBSEP id) in skip) continue
    ok = 0
    for (k in str) {
      if (str[k] == "") continue
      dst = tolower(str[k])
      if (match(dst, want[w])) ok = 1
    }
    # An entry whose every form is empty is untranslated: not this check's business.
    if (!ok && translated()) printf "%s:%d: \"%s\" without the catalogue's word for %s (%s)\n", FILENAME, at, id, w, want[w]
  }
}
function translated(    k) { for (k in str) if (str[k] != "") return 1; return 0 }
function unquote(s) { sub(/^"/, "", s); sub(/"$/, "", s); return s }
function reset() { id = ""; plural = ""; fuzzy = 0; delete str; field = "" }
BEGIN { FS = "\t"; reset() }
FNR == NR {
  if ($0 ~ /^#/ || $0 == "") next
  if ($1 == "ignore") { skip[$2 SUBSEP $3] = 1; next }
  for (i = 2; i <= NF; i++) if (index($i, lang "=") == 1) want[$1] = substr($i, length(lang) + 2)
  next
}
/^#,.*fuzzy/ { fuzzy = 1 }
/^msgid / { check(); f = fuzzy; reset(); fuzzy = f; field = "id"; at = FNR; id = unquote(substr($0, 7)); next }
/^msgid_plural / { field = "plural"; plural = unquote(substr($0, 14)); next }
/^msgstr(\[[0-9]+\])? / { field = "str" $1; sub(/^msgstr(\[[0-9]+\])? /, ""); str[field] = unquote($0); next }
/^"/ { if (field == "id") id = id unquote($0); else if (field == "plural") plural = plural unquote($0); else if (field != "") str[field] = str[field] unquote($0); next }
/^$/ { check(); reset() }
END { check() }
