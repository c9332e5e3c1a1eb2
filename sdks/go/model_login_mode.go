/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// LoginMode `sms`: phone + code; `password`: phone + password; `refresh`: refresh_token.
type LoginMode string

// List of LoginMode
const (
	LOGINMODE_SMS      LoginMode = "sms"
	LOGINMODE_PASSWORD LoginMode = "password"
	LOGINMODE_REFRESH  LoginMode = "refresh"
)

// All allowed values of LoginMode enum
var AllowedLoginModeEnumValues = []LoginMode{
	"sms",
	"password",
	"refresh",
}

func (v *LoginMode) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := LoginMode(value)
	for _, existing := range AllowedLoginModeEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid LoginMode", value)
}

// NewLoginModeFromValue returns a pointer to a valid LoginMode
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewLoginModeFromValue(v string) (*LoginMode, error) {
	ev := LoginMode(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for LoginMode: valid values are %v", v, AllowedLoginModeEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v LoginMode) IsValid() bool {
	for _, existing := range AllowedLoginModeEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to LoginMode value
func (v LoginMode) Ptr() *LoginMode {
	return &v
}

type NullableLoginMode struct {
	value *LoginMode
	isSet bool
}

func (v NullableLoginMode) Get() *LoginMode {
	return v.value
}

func (v *NullableLoginMode) Set(val *LoginMode) {
	v.value = val
	v.isSet = true
}

func (v NullableLoginMode) IsSet() bool {
	return v.isSet
}

func (v *NullableLoginMode) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableLoginMode(val *LoginMode) *NullableLoginMode {
	return &NullableLoginMode{value: val, isSet: true}
}

func (v NullableLoginMode) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableLoginMode) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
