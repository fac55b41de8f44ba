// LocaleFormat: numbers, clock times and dates from the translators' patterns.
#include "engine/core/LocaleFormat.hpp"

#include <algorithm>

#include "engine/core/Translate.hpp"

namespace tileflow {

std::string groupDigits(long long n, std::string_view separator, int fewestDigits) {
  // The magnitude as unsigned, so the smallest long long has one too.
  unsigned long long magnitude = n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
  const std::string digits = std::to_string(magnitude);
  std::string out = n < 0 ? "-" : "";
  out.reserve(out.size() + digits.size() + digits.size() / 3 * separator.size());
  const bool grouped = static_cast<int>(digits.size()) >= fewestDigits;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (grouped && i > 0 && (digits.size() - i) % 3 == 0) out += separator;
    out += digits[i];
  }
  return out;
}

std::string formatNumber(long long n) {
  // TRANSLATORS: put between each group of three digits in a number over 999 ("1,234 moves"): your
  // language's thousands separator ("." in German, a narrow no-break space U+202F in French).
  const char* separator = trp("thousands separator", ",");
  // TRANSLATORS: the fewest digits a number has before its digits are grouped: "4" groups 1,234;
  // "5" leaves 1234 whole and groups 12 345 (Spanish and Polish write so). A digit from 4 to 9.
  const char* fewest = trp("fewest digits to group", "4");
  const int digits = fewest[0] >= '4' && fewest[0] <= '9' && fewest[1] == '\0' ? fewest[0] - '0' : 4;
  return groupDigits(n, separator, digits);
}

const char* decimalSeparator() {
  // TRANSLATORS: put between the whole part and the decimals of a number ("12.5" seconds): your
  // language's decimal separator ("," in German).
  return trp("decimal separator", ".");
}

std::string formatClock(long long seconds) {
  seconds = std::max(0LL, seconds);
  const long long s = seconds % 60;
  // TRANSLATORS: a time in minutes and seconds, {1} the minutes, {2} the seconds with two digits
  // ("1:05"); keep the colon unless your language writes such times otherwise.
  return formatText(trp("clock", "{1}:{2}"), seconds / 60, (s < 10 ? "0" : "") + std::to_string(s));
}

const char* weekdayName(int weekday) {
  static const char* names[] = {trLater("Monday"), trLater("Tuesday"),  trLater("Wednesday"), trLater("Thursday"),
                                trLater("Friday"), trLater("Saturday"), trLater("Sunday")};
  return tr(names[std::clamp(weekday, 0, 6)]);
}

const char* monthName(int month) {
  // TRANSLATORS: the months as they stand in a date ("29 November 2026"): in a language that
  // declines them there, the form the date needs (Russian "ноября", Polish "listopada").
  static const char* names[] = {trLater("January"),   trLater("February"), trLater("March"),    trLater("April"),
                                trLater("May"),       trLater("June"),     trLater("July"),     trLater("August"),
                                trLater("September"), trLater("October"),  trLater("November"), trLater("December")};
  return tr(names[std::clamp(month, 1, 12) - 1]);
}

std::string formatLongDate(int year, int month, int day, int weekday) {
  // TRANSLATORS: the daily puzzle's date: {1} the weekday, {2} the day of the month, {3} the month,
  // {4} the year ("Sunday 29 November 2026"); put them in your language's order ("Sonntag, 29. November 2026").
  return formatText(tr("{1} {2} {3} {4}"), weekdayName(weekday), day, monthName(month), year);
}

}  // namespace tileflow
