/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// ImageSize the model 'ImageSize'
type ImageSize string

// List of ImageSize
const (
	IMAGESIZE__256X256   ImageSize = "256x256"
	IMAGESIZE__512X512   ImageSize = "512x512"
	IMAGESIZE__1024X1024 ImageSize = "1024x1024"
)

// All allowed values of ImageSize enum
var AllowedImageSizeEnumValues = []ImageSize{
	"256x256",
	"512x512",
	"1024x1024",
}

func (v *ImageSize) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := ImageSize(value)
	for _, existing := range AllowedImageSizeEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid ImageSize", value)
}

// NewImageSizeFromValue returns a pointer to a valid ImageSize
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewImageSizeFromValue(v string) (*ImageSize, error) {
	ev := ImageSize(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for ImageSize: valid values are %v", v, AllowedImageSizeEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v ImageSize) IsValid() bool {
	for _, existing := range AllowedImageSizeEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to ImageSize value
func (v ImageSize) Ptr() *ImageSize {
	return &v
}

type NullableImageSize struct {
	value *ImageSize
	isSet bool
}

func (v NullableImageSize) Get() *ImageSize {
	return v.value
}

func (v *NullableImageSize) Set(val *ImageSize) {
	v.value = val
	v.isSet = true
}

func (v NullableImageSize) IsSet() bool {
	return v.isSet
}

func (v *NullableImageSize) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableImageSize(val *ImageSize) *NullableImageSize {
	return &NullableImageSize{value: val, isSet: true}
}

func (v NullableImageSize) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableImageSize) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
