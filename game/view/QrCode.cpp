// QrCode: wraps libqrencode, the reference-quality encoder packaged by every distribution.
#include "game/view/QrCode.hpp"

#include <qrencode.h>

#include <memory>
#include <stdexcept>

namespace tileflow {

QrCode QrCode::encode(const std::string& text) {
  // Case-sensitive mode keeps the text as is; libqrencode then picks alphanumeric segments for
  // upper-case letters, digits and '.', which is what makes base32 share codes compact.
  std::unique_ptr<QRcode, decltype(&QRcode_free)> qr(QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1),
                                                     &QRcode_free);
  if (!qr) throw std::runtime_error("the text is too long for a QR code");
  QrCode code;
  code.version = qr->version;
  code.size = qr->width;
  code.dark.resize(static_cast<std::size_t>(qr->width * qr->width));
  for (std::size_t i = 0; i < code.dark.size(); ++i) code.dark[i] = (qr->data[i] & 1u) != 0;
  return code;
}

}  // namespace tileflow
