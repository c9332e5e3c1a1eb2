/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// SmsScene What the code will be used for.
type SmsScene string

// List of SmsScene
const (
	SMSSCENE_LOGIN          SmsScene = "login"
	SMSSCENE_BIND_PHONE     SmsScene = "bind_phone"
	SMSSCENE_RESET_PASSWORD SmsScene = "reset_password"
)

// All allowed values of SmsScene enum
var AllowedSmsSceneEnumValues = []SmsScene{
	"login",
	"bind_phone",
	"reset_password",
}

func (v *SmsScene) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := SmsScene(value)
	for _, existing := range AllowedSmsSceneEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid SmsScene", value)
}

// NewSmsSceneFromValue returns a pointer to a valid SmsScene
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewSmsSceneFromValue(v string) (*SmsScene, error) {
	ev := SmsScene(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for SmsScene: valid values are %v", v, AllowedSmsSceneEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v SmsScene) IsValid() bool {
	for _, existing := range AllowedSmsSceneEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to SmsScene value
func (v SmsScene) Ptr() *SmsScene {
	return &v
}

type NullableSmsScene struct {
	value *SmsScene
	isSet bool
}

func (v NullableSmsScene) Get() *SmsScene {
	return v.value
}

func (v *NullableSmsScene) Set(val *SmsScene) {
	v.value = val
	v.isSet = true
}

func (v NullableSmsScene) IsSet() bool {
	return v.isSet
}

func (v *NullableSmsScene) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableSmsScene(val *SmsScene) *NullableSmsScene {
	return &NullableSmsScene{value: val, isSet: true}
}

func (v NullableSmsScene) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableSmsScene) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
