// LocaleFormat: the numbers, clock times and dates a player reads, written the way the language in
// use writes them. The conventions are the translators' (docs/translations.md): the thousands and
// decimal separators, the clock and the date are translatable patterns in each po/LANG.po, so a new
// language brings its own. Messages only: the C library's number locale (LC_NUMERIC, LC_TIME) is
// never set, and file formats and the command line keep plain C numbers.
#pragma once

#include <string>
#include <string_view>

namespace tileflow {

// `n` with `separator` between each group of three digits from the right ("1,234,567"); a minus
// sign stays in front. A number of fewer than `fewestDigits` digits is left whole: 4 groups
// "1,234"; 5, as Spanish and Polish write, leaves "1234" and groups "12 345".
std::string groupDigits(long long n, std::string_view separator, int fewestDigits = 4);
// A count a player reads, in the language in use: 1,234 (English), 1.234 (German), 1 234 (French,
// a narrow no-break space), 1234 but 12.345 (Spanish).
std::string formatNumber(long long n);
// What stands between a number's whole part and its decimals: "." in English, "," in German.
const char* decimalSeparator();
// Whole seconds as minutes and seconds, "m:ss" in English ("1:05"); minutes are not capped at 59,
// so an hour reads "60:00".
std::string formatClock(long long seconds);
// A day's name in the language in use, `weekday` 0 Monday to 6 Sunday.
const char* weekdayName(int weekday);
// A month's name as it stands in a date, `month` 1 January to 12 December.
const char* monthName(int month);
// A date in full, in the language's order and words: "Sunday 29 November 2026" (English),
// "Sonntag, 29. November 2026" (German); `weekday` 0 Monday to 6 Sunday.
std::string formatLongDate(int year, int month, int day, int weekday);

}  // namespace tileflow
