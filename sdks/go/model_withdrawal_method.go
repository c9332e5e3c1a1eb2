/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// WithdrawalMethod the model 'WithdrawalMethod'
type WithdrawalMethod string

// List of WithdrawalMethod
const (
	WITHDRAWALMETHOD_CHATPAY WithdrawalMethod = "chatpay"
	WITHDRAWALMETHOD_PAYAPP  WithdrawalMethod = "payapp"
)

// All allowed values of WithdrawalMethod enum
var AllowedWithdrawalMethodEnumValues = []WithdrawalMethod{
	"chatpay",
	"payapp",
}

func (v *WithdrawalMethod) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := WithdrawalMethod(value)
	for _, existing := range AllowedWithdrawalMethodEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid WithdrawalMethod", value)
}

// NewWithdrawalMethodFromValue returns a pointer to a valid WithdrawalMethod
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewWithdrawalMethodFromValue(v string) (*WithdrawalMethod, error) {
	ev := WithdrawalMethod(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for WithdrawalMethod: valid values are %v", v, AllowedWithdrawalMethodEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v WithdrawalMethod) IsValid() bool {
	for _, existing := range AllowedWithdrawalMethodEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to WithdrawalMethod value
func (v WithdrawalMethod) Ptr() *WithdrawalMethod {
	return &v
}

type NullableWithdrawalMethod struct {
	value *WithdrawalMethod
	isSet bool
}

func (v NullableWithdrawalMethod) Get() *WithdrawalMethod {
	return v.value
}

func (v *NullableWithdrawalMethod) Set(val *WithdrawalMethod) {
	v.value = val
	v.isSet = true
}

func (v NullableWithdrawalMethod) IsSet() bool {
	return v.isSet
}

func (v *NullableWithdrawalMethod) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableWithdrawalMethod(val *WithdrawalMethod) *NullableWithdrawalMethod {
	return &NullableWithdrawalMethod{value: val, isSet: true}
}

func (v NullableWithdrawalMethod) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableWithdrawalMethod) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
