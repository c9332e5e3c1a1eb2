/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// checks if the MiniappLoginRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &MiniappLoginRequest{}

// MiniappLoginRequest struct for MiniappLoginRequest
type MiniappLoginRequest struct {
	// The one-time code from the mini-program's login call.
	Code string `json:"code" validate:"regexp=^[0-9A-Za-z_-]{8,128}$"`
	// An inviter's invite code; attributes a new account to that inviter.
	InviteCode *string `json:"invite_code,omitempty" validate:"regexp=^[0-9A-Z]{8}$"`
}

type _MiniappLoginRequest MiniappLoginRequest

// NewMiniappLoginRequest instantiates a new MiniappLoginRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewMiniappLoginRequest(code string) *MiniappLoginRequest {
	this := MiniappLoginRequest{}
	this.Code = code
	return &this
}

// NewMiniappLoginRequestWithDefaults instantiates a new MiniappLoginRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewMiniappLoginRequestWithDefaults() *MiniappLoginRequest {
	this := MiniappLoginRequest{}
	return &this
}

// GetCode returns the Code field value
func (o *MiniappLoginRequest) GetCode() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Code
}

// GetCodeOk returns a tuple with the Code field value
// and a boolean to check if the value has been set.
func (o *MiniappLoginRequest) GetCodeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Code, true
}

// SetCode sets field value
func (o *MiniappLoginRequest) SetCode(v string) {
	o.Code = v
}

// GetInviteCode returns the InviteCode field value if set, zero value otherwise.
func (o *MiniappLoginRequest) GetInviteCode() string {
	if o == nil || IsNil(o.InviteCode) {
		var ret string
		return ret
	}
	return *o.InviteCode
}

// GetInviteCodeOk returns a tuple with the InviteCode field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *MiniappLoginRequest) GetInviteCodeOk() (*string, bool) {
	if o == nil || IsNil(o.InviteCode) {
		return nil, false
	}
	return o.InviteCode, true
}

// HasInviteCode returns a boolean if a field has been set.
func (o *MiniappLoginRequest) HasInviteCode() bool {
	if o != nil && !IsNil(o.InviteCode) {
		return true
	}

	return false
}

// SetInviteCode gets a reference to the given string and assigns it to the InviteCode field.
func (o *MiniappLoginRequest) SetInviteCode(v string) {
	o.InviteCode = &v
}

func (o MiniappLoginRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o MiniappLoginRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["code"] = o.Code
	if !IsNil(o.InviteCode) {
		toSerialize["invite_code"] = o.InviteCode
	}
	return toSerialize, nil
}

func (o *MiniappLoginRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"code",
	}

	allProperties := make(map[string]interface{})

	err = json.Unmarshal(data, &allProperties)

	if err != nil {
		return err
	}

	for _, requiredProperty := range requiredProperties {
		if _, exists := allProperties[requiredProperty]; !exists {
			return fmt.Errorf("no value given for required property %v", requiredProperty)
		}
	}

	varMiniappLoginRequest := _MiniappLoginRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varMiniappLoginRequest)

	if err != nil {
		return err
	}

	*o = MiniappLoginRequest(varMiniappLoginRequest)

	return err
}

type NullableMiniappLoginRequest struct {
	value *MiniappLoginRequest
	isSet bool
}

func (v NullableMiniappLoginRequest) Get() *MiniappLoginRequest {
	return v.value
}

func (v *NullableMiniappLoginRequest) Set(val *MiniappLoginRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableMiniappLoginRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableMiniappLoginRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableMiniappLoginRequest(val *MiniappLoginRequest) *NullableMiniappLoginRequest {
	return &NullableMiniappLoginRequest{value: val, isSet: true}
}

func (v NullableMiniappLoginRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableMiniappLoginRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
