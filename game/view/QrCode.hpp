// QrCode: the module matrix of a QR code for a text, made by libqrencode.
#pragma once

#include <string>
#include <vector>

namespace tileflow {

struct QrCode {
  int version = 0;         // 1..40
  int size = 0;            // modules a side (17 + 4 * version)
  std::vector<bool> dark;  // row by row

  bool at(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)]; }
  // Error correction level M (15 % of the code may be lost) with the smallest version that holds
  // `text`; the alphanumeric mode is chosen for a share code's upper-case characters. Throws
  // std::runtime_error if the text does not fit any version.
  static QrCode encode(const std::string& text);
};

}  // namespace tileflow
