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

// checks if the UnifiedLoginRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &UnifiedLoginRequest{}

// UnifiedLoginRequest Which fields are required depends on `mode`; the service answers `400 missing_parameter` naming the first one missing.
type UnifiedLoginRequest struct {
	Mode LoginMode `json:"mode"`
	// A phone number in E.164 form, e.g. `+8613800138000`.
	Phone *string `json:"phone,omitempty" validate:"regexp=^\\\\+[1-9][0-9]{6,14}$"`
	// The 6-digit SMS code (mode `sms`).
	Code *string `json:"code,omitempty" validate:"regexp=^[0-9]{6}$"`
	// The account password (mode `password`), 8 to 128 characters.
	Password *string `json:"password,omitempty"`
	// The refresh token of an earlier session (mode `refresh`).
	RefreshToken *string `json:"refresh_token,omitempty" validate:"regexp=^rt_[0-9A-Za-z]{16,64}$"`
	// An inviter's invite code; attributes a new account to that inviter.
	InviteCode *string `json:"invite_code,omitempty" validate:"regexp=^[0-9A-Z]{8}$"`
}

type _UnifiedLoginRequest UnifiedLoginRequest

// NewUnifiedLoginRequest instantiates a new UnifiedLoginRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewUnifiedLoginRequest(mode LoginMode) *UnifiedLoginRequest {
	this := UnifiedLoginRequest{}
	this.Mode = mode
	return &this
}

// NewUnifiedLoginRequestWithDefaults instantiates a new UnifiedLoginRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewUnifiedLoginRequestWithDefaults() *UnifiedLoginRequest {
	this := UnifiedLoginRequest{}
	return &this
}

// GetMode returns the Mode field value
func (o *UnifiedLoginRequest) GetMode() LoginMode {
	if o == nil {
		var ret LoginMode
		return ret
	}

	return o.Mode
}

// GetModeOk returns a tuple with the Mode field value
// and a boolean to check if the value has been set.
func (o *UnifiedLoginRequest) GetModeOk() (*LoginMode, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Mode, true
}

// SetMode sets field value
func (o *UnifiedLoginRequest) SetMode(v LoginMode) {
	o.Mode = v
}

// GetPhone returns the Phone field value if set, zero value otherwise.
func (o *UnifiedLoginRequest) GetPhone() string {
	if o == nil || IsNil(o.Phone) {
		var ret string
		return ret
	}
	return *o.Phone
}

// GetPhoneOk returns a tuple with the Phone field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *UnifiedLoginRequest) GetPhoneOk() (*string, bool) {
	if o == nil || IsNil(o.Phone) {
		return nil, false
	}
	return o.Phone, true
}

// HasPhone returns a boolean if a field has been set.
func (o *UnifiedLoginRequest) HasPhone() bool {
	if o != nil && !IsNil(o.Phone) {
		return true
	}

	return false
}

// SetPhone gets a reference to the given string and assigns it to the Phone field.
func (o *UnifiedLoginRequest) SetPhone(v string) {
	o.Phone = &v
}

// GetCode returns the Code field value if set, zero value otherwise.
func (o *UnifiedLoginRequest) GetCode() string {
	if o == nil || IsNil(o.Code) {
		var ret string
		return ret
	}
	return *o.Code
}

// GetCodeOk returns a tuple with the Code field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *UnifiedLoginRequest) GetCodeOk() (*string, bool) {
	if o == nil || IsNil(o.Code) {
		return nil, false
	}
	return o.Code, true
}

// HasCode returns a boolean if a field has been set.
func (o *UnifiedLoginRequest) HasCode() bool {
	if o != nil && !IsNil(o.Code) {
		return true
	}

	return false
}

// SetCode gets a reference to the given string and assigns it to the Code field.
func (o *UnifiedLoginRequest) SetCode(v string) {
	o.Code = &v
}

// GetPassword returns the Password field value if set, zero value otherwise.
func (o *UnifiedLoginRequest) GetPassword() string {
	if o == nil || IsNil(o.Password) {
		var ret string
		return ret
	}
	return *o.Password
}

// GetPasswordOk returns a tuple with the Password field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *UnifiedLoginRequest) GetPasswordOk() (*string, bool) {
	if o == nil || IsNil(o.Password) {
		return nil, false
	}
	return o.Password, true
}

// HasPassword returns a boolean if a field has been set.
func (o *UnifiedLoginRequest) HasPassword() bool {
	if o != nil && !IsNil(o.Password) {
		return true
	}

	return false
}

// SetPassword gets a reference to the given string and assigns it to the Password field.
func (o *UnifiedLoginRequest) SetPassword(v string) {
	o.Password = &v
}

// GetRefreshToken returns the RefreshToken field value if set, zero value otherwise.
func (o *UnifiedLoginRequest) GetRefreshToken() string {
	if o == nil || IsNil(o.RefreshToken) {
		var ret string
		return ret
	}
	return *o.RefreshToken
}

// GetRefreshTokenOk returns a tuple with the RefreshToken field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *UnifiedLoginRequest) GetRefreshTokenOk() (*string, bool) {
	if o == nil || IsNil(o.RefreshToken) {
		return nil, false
	}
	return o.RefreshToken, true
}

// HasRefreshToken returns a boolean if a field has been set.
func (o *UnifiedLoginRequest) HasRefreshToken() bool {
	if o != nil && !IsNil(o.RefreshToken) {
		return true
	}

	return false
}

// SetRefreshToken gets a reference to the given string and assigns it to the RefreshToken field.
func (o *UnifiedLoginRequest) SetRefreshToken(v string) {
	o.RefreshToken = &v
}

// GetInviteCode returns the InviteCode field value if set, zero value otherwise.
func (o *UnifiedLoginRequest) GetInviteCode() string {
	if o == nil || IsNil(o.InviteCode) {
		var ret string
		return ret
	}
	return *o.InviteCode
}

// GetInviteCodeOk returns a tuple with the InviteCode field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *UnifiedLoginRequest) GetInviteCodeOk() (*string, bool) {
	if o == nil || IsNil(o.InviteCode) {
		return nil, false
	}
	return o.InviteCode, true
}

// HasInviteCode returns a boolean if a field has been set.
func (o *UnifiedLoginRequest) HasInviteCode() bool {
	if o != nil && !IsNil(o.InviteCode) {
		return true
	}

	return false
}

// SetInviteCode gets a reference to the given string and assigns it to the InviteCode field.
func (o *UnifiedLoginRequest) SetInviteCode(v string) {
	o.InviteCode = &v
}

func (o UnifiedLoginRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o UnifiedLoginRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["mode"] = o.Mode
	if !IsNil(o.Phone) {
		toSerialize["phone"] = o.Phone
	}
	if !IsNil(o.Code) {
		toSerialize["code"] = o.Code
	}
	if !IsNil(o.Password) {
		toSerialize["password"] = o.Password
	}
	if !IsNil(o.RefreshToken) {
		toSerialize["refresh_token"] = o.RefreshToken
	}
	if !IsNil(o.InviteCode) {
		toSerialize["invite_code"] = o.InviteCode
	}
	return toSerialize, nil
}

func (o *UnifiedLoginRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"mode",
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

	varUnifiedLoginRequest := _UnifiedLoginRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varUnifiedLoginRequest)

	if err != nil {
		return err
	}

	*o = UnifiedLoginRequest(varUnifiedLoginRequest)

	return err
}

type NullableUnifiedLoginRequest struct {
	value *UnifiedLoginRequest
	isSet bool
}

func (v NullableUnifiedLoginRequest) Get() *UnifiedLoginRequest {
	return v.value
}

func (v *NullableUnifiedLoginRequest) Set(val *UnifiedLoginRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableUnifiedLoginRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableUnifiedLoginRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableUnifiedLoginRequest(val *UnifiedLoginRequest) *NullableUnifiedLoginRequest {
	return &NullableUnifiedLoginRequest{value: val, isSet: true}
}

func (v NullableUnifiedLoginRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableUnifiedLoginRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
