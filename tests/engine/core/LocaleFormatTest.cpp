// LocaleFormat: numbers, clock times and dates in English (no catalogue) and, through the built
// catalogues, in German, French, Russian and Spanish: the translators' separators and date orders.
#include "engine/core/LocaleFormat.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <string>

#include "tests/support/InLanguage.hpp"

namespace tileflow {
namespace locale_format_test {
namespace {

TEST(GroupDigits, PutsTheSeparatorBetweenGroupsOfThreeFromTheRight) {
  EXPECT_EQ("0", groupDigits(0, ","));
  EXPECT_EQ("999", groupDigits(999, ","));
  EXPECT_EQ("1,000", groupDigits(1000, ","));
  EXPECT_EQ("12.345", groupDigits(12345, "."));
  EXPECT_EQ(
      "123\xe2\x80\xaf"
      "456\xe2\x80\xaf"
      "789",
      groupDigits(123456789, "\xe2\x80\xaf"));
  EXPECT_EQ("-1,234", groupDigits(-1234, ","));
  EXPECT_EQ("-999", groupDigits(-999, ","));
  EXPECT_EQ("-9,223,372,036,854,775,808", groupDigits(LLONG_MIN, ","));
  EXPECT_EQ("1234", groupDigits(1234, ""));
}

TEST(GroupDigits, LeavesNumbersOfFewerThanTheFewestDigitsWhole) {
  EXPECT_EQ("1234", groupDigits(1234, ".", 5));
  EXPECT_EQ("-9999", groupDigits(-9999, ".", 5));
  EXPECT_EQ("12.345", groupDigits(12345, ".", 5));
  EXPECT_EQ("1.234.567", groupDigits(1234567, ".", 5));
  EXPECT_EQ("123456", groupDigits(123456, ".", 7));
  EXPECT_EQ("1,234", groupDigits(1234, ",", 4));
}

// Formats through each language's catalogue, then goes back to English.
class LocaleFormatIn : public test::InLanguage {};

TEST_F(LocaleFormatIn, EnglishKeepsCommasPointsAndItsOwnDateOrder) {
  speak("en");
  EXPECT_EQ("1,234", formatNumber(1234));
  EXPECT_EQ("1,234,567", formatNumber(1234567));
  EXPECT_EQ("42", formatNumber(42));
  EXPECT_STREQ(".", decimalSeparator());
  EXPECT_EQ("0:00", formatClock(0));
  EXPECT_EQ("0:07", formatClock(7));
  EXPECT_EQ("1:05", formatClock(65));
  EXPECT_EQ("60:00", formatClock(3600));  // minutes are not capped at 59
  EXPECT_EQ("0:00", formatClock(-3));
  EXPECT_EQ("Sunday 29 November 2026", formatLongDate(2026, 11, 29, 6));
  EXPECT_EQ("Monday 1 January 2024", formatLongDate(2024, 1, 1, 0));
}

TEST_F(LocaleFormatIn, GermanGroupsWithPointsAndWritesTheDayWithAPoint) {
  speak("de");
  EXPECT_EQ("1.234", formatNumber(1234));
  EXPECT_EQ("-12.345.678", formatNumber(-12345678));
  EXPECT_STREQ(",", decimalSeparator());
  EXPECT_EQ("1:05", formatClock(65));
  EXPECT_EQ("Sonntag, 29. November 2026", formatLongDate(2026, 11, 29, 6));
  EXPECT_EQ("Donnerstag, 5. März 2026", formatLongDate(2026, 3, 5, 3));
}

TEST_F(LocaleFormatIn, PolishGroupsFromFiveDigitsOnWithANoBreakSpace) {
  speak("pl");
  EXPECT_EQ("9999", formatNumber(9999));
  EXPECT_EQ(
      "10\xc2\xa0"
      "000",
      formatNumber(10000));
}

TEST_F(LocaleFormatIn, FrenchGroupsWithANarrowNoBreakSpace) {
  speak("fr");
  EXPECT_EQ(
      "1\xe2\x80\xaf"
      "234",
      formatNumber(1234));
  EXPECT_STREQ(",", decimalSeparator());
  EXPECT_EQ("dimanche 29 novembre 2026", formatLongDate(2026, 11, 29, 6));
}

TEST_F(LocaleFormatIn, RussianAndSpanishDatesTakeTheirOwnWords) {
  speak("ru");
  EXPECT_EQ(
      "1\xc2\xa0"
      "234",
      formatNumber(1234));
  EXPECT_EQ("воскресенье, 29 ноября 2026 г.", formatLongDate(2026, 11, 29, 6));
  speak("es");
  EXPECT_EQ("1234", formatNumber(1234));  // Spanish groups from five digits on
  EXPECT_EQ("12.345", formatNumber(12345));
  EXPECT_EQ("domingo, 29 de noviembre de 2026", formatLongDate(2026, 11, 29, 6));
}

}  // namespace
}  // namespace locale_format_test
}  // namespace tileflow
