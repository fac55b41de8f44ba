# scripts/translations.sh check-po: prints FILE:LINE for each translation in a .po whose {N}
# placeholders differ from its source's (a plural form may leave one out, e.g. "one move" for {1} = 1,
# but no translation may add one, and an entry without plural forms keeps them all), so formatText never shows a
# raw {3} or loses an argument. Untranslated and fuzzy entries are skipped.
function holders(s,    out, rest, m) {
  out = ""; rest = s
  while (match(rest, /\{[0-9]+\}/)) {
    m = substr(rest, RSTART, RLENGTH)
    if (index(" " out " ", " " m " ") == 0) out = out " " m
    rest = substr(rest, RSTART + RLENGTH)
  }
  return out
}
function subset(a, b,    n, parts, i) {
  n = split(a, parts, " ")
  for (i = 1; i <= n; i++) if (index(" " b " ", " " parts[i] " ") == 0) return 0
  return 1
}
function check(    k, src, dst) {
  if (id == "" || fuzzy) return
  src = holders(id plural)
  for (k in str) {
    if (str[k] == "") continue
    dst = holders(str[k])
    if (!subset(dst, src) || (plural == "" && !subset(src, dst)))
      printf "%s:%d: placeholders %s in the translation, %s in the source\n", FILENAME, at, (dst == "" ? "none" : substr(dst, 2)), (src == "" ? "none" : substr(src, 2))
  }
}
function reset() { id = ""; plural = ""; fuzzy = 0; delete str; field = "" }
BEGIN { reset() }
/^#,.*fuzzy/ { fuzzy = 1 }
/^msgid / { check(); f = fuzzy; reset(); fuzzy = f; field = "id"; at = FNR; id = substr($0, 8); next }
/^msgid_plural / { field = "plural"; plural = substr($0, 15); next }
/^msgstr(\[[0-9]+\])? / { field = "str" $1; sub(/^msgstr(\[[0-9]+\])? /, ""); str[field] = ($0 == "\"\"" ? "" : $0); next }
/^"/ { if (field == "id") id = id $0; else if (field == "plural") plural = plural $0; else if (field != "") str[field] = str[field] $0; next }
/^$/ { check(); reset() }
END { check() }
