/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// ImageStyle the model 'ImageStyle'
type ImageStyle string

// List of ImageStyle
const (
	IMAGESTYLE_REALISTIC    ImageStyle = "realistic"
	IMAGESTYLE_ANIME        ImageStyle = "anime"
	IMAGESTYLE_WATERCOLOR   ImageStyle = "watercolor"
	IMAGESTYLE_SKETCH       ImageStyle = "sketch"
	IMAGESTYLE_PIXEL_ART    ImageStyle = "pixel_art"
	IMAGESTYLE_OIL_PAINTING ImageStyle = "oil_painting"
)

// All allowed values of ImageStyle enum
var AllowedImageStyleEnumValues = []ImageStyle{
	"realistic",
	"anime",
	"watercolor",
	"sketch",
	"pixel_art",
	"oil_painting",
}

func (v *ImageStyle) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := ImageStyle(value)
	for _, existing := range AllowedImageStyleEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid ImageStyle", value)
}

// NewImageStyleFromValue returns a pointer to a valid ImageStyle
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewImageStyleFromValue(v string) (*ImageStyle, error) {
	ev := ImageStyle(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for ImageStyle: valid values are %v", v, AllowedImageStyleEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v ImageStyle) IsValid() bool {
	for _, existing := range AllowedImageStyleEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to ImageStyle value
func (v ImageStyle) Ptr() *ImageStyle {
	return &v
}

type NullableImageStyle struct {
	value *ImageStyle
	isSet bool
}

func (v NullableImageStyle) Get() *ImageStyle {
	return v.value
}

func (v *NullableImageStyle) Set(val *ImageStyle) {
	v.value = val
	v.isSet = true
}

func (v NullableImageStyle) IsSet() bool {
	return v.isSet
}

func (v *NullableImageStyle) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableImageStyle(val *ImageStyle) *NullableImageStyle {
	return &NullableImageStyle{value: val, isSet: true}
}

func (v NullableImageStyle) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableImageStyle) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
