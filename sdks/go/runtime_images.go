// Hand-written runtime core of the Orbit Go SDK: decoding generated images.

package orbit

import (
	"encoding/base64"
	"errors"
	"strings"
)

// Bytes returns the decoded image (PNG) bytes: from b64_json, or from a data: URL. An https URL
// is not fetched (ErrImageNotInline); download it yourself within its lifetime.
func (o *ImageData) Bytes() ([]byte, error) {
	if o == nil {
		return nil, errors.New("orbit: no image")
	}
	if o.B64Json != nil && *o.B64Json != "" {
		return base64.StdEncoding.DecodeString(*o.B64Json)
	}
	if o.Url != nil && strings.HasPrefix(*o.Url, "data:") {
		u := *o.Url
		i := strings.Index(u, ",")
		if i < 0 || !strings.HasSuffix(u[:i], ";base64") {
			return nil, errors.New("orbit: unsupported data URL")
		}
		return base64.StdEncoding.DecodeString(u[i+1:])
	}
	return nil, ErrImageNotInline
}

// ErrImageNotInline: the image is an address to fetch, not inline data.
var ErrImageNotInline = errors.New("orbit: the image is a URL, not inline data")
