/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
	"time"
)

// checks if the User type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &User{}

// User struct for User
type User struct {
	Id string `json:"id" validate:"regexp=^usr_[0-9A-Za-z]{16}$"`
	// The phone number with the middle digits hidden.
	PhoneMasked *string    `json:"phone_masked,omitempty" validate:"regexp=^[0-9+*]{5,20}$"`
	Nickname    *string    `json:"nickname,omitempty"`
	AvatarUrl   *string    `json:"avatar_url,omitempty"`
	Membership  Membership `json:"membership"`
	// Routed chat credits left.
	Credits int64 `json:"credits"`
	Balance Money `json:"balance"`
	// An inviter's invite code; attributes a new account to that inviter.
	InviteCode           string    `json:"invite_code" validate:"regexp=^[0-9A-Z]{8}$"`
	CreatedAt            time.Time `json:"created_at"`
	AdditionalProperties map[string]interface{}
}

type _User User

// NewUser instantiates a new User object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewUser(id string, membership Membership, credits int64, balance Money, inviteCode string, createdAt time.Time) *User {
	this := User{}
	this.Id = id
	this.Membership = membership
	this.Credits = credits
	this.Balance = balance
	this.InviteCode = inviteCode
	this.CreatedAt = createdAt
	return &this
}

// NewUserWithDefaults instantiates a new User object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewUserWithDefaults() *User {
	this := User{}
	return &this
}

// GetId returns the Id field value
func (o *User) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *User) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *User) SetId(v string) {
	o.Id = v
}

// GetPhoneMasked returns the PhoneMasked field value if set, zero value otherwise.
func (o *User) GetPhoneMasked() string {
	if o == nil || IsNil(o.PhoneMasked) {
		var ret string
		return ret
	}
	return *o.PhoneMasked
}

// GetPhoneMaskedOk returns a tuple with the PhoneMasked field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *User) GetPhoneMaskedOk() (*string, bool) {
	if o == nil || IsNil(o.PhoneMasked) {
		return nil, false
	}
	return o.PhoneMasked, true
}

// HasPhoneMasked returns a boolean if a field has been set.
func (o *User) HasPhoneMasked() bool {
	if o != nil && !IsNil(o.PhoneMasked) {
		return true
	}

	return false
}

// SetPhoneMasked gets a reference to the given string and assigns it to the PhoneMasked field.
func (o *User) SetPhoneMasked(v string) {
	o.PhoneMasked = &v
}

// GetNickname returns the Nickname field value if set, zero value otherwise.
func (o *User) GetNickname() string {
	if o == nil || IsNil(o.Nickname) {
		var ret string
		return ret
	}
	return *o.Nickname
}

// GetNicknameOk returns a tuple with the Nickname field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *User) GetNicknameOk() (*string, bool) {
	if o == nil || IsNil(o.Nickname) {
		return nil, false
	}
	return o.Nickname, true
}

// HasNickname returns a boolean if a field has been set.
func (o *User) HasNickname() bool {
	if o != nil && !IsNil(o.Nickname) {
		return true
	}

	return false
}

// SetNickname gets a reference to the given string and assigns it to the Nickname field.
func (o *User) SetNickname(v string) {
	o.Nickname = &v
}

// GetAvatarUrl returns the AvatarUrl field value if set, zero value otherwise.
func (o *User) GetAvatarUrl() string {
	if o == nil || IsNil(o.AvatarUrl) {
		var ret string
		return ret
	}
	return *o.AvatarUrl
}

// GetAvatarUrlOk returns a tuple with the AvatarUrl field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *User) GetAvatarUrlOk() (*string, bool) {
	if o == nil || IsNil(o.AvatarUrl) {
		return nil, false
	}
	return o.AvatarUrl, true
}

// HasAvatarUrl returns a boolean if a field has been set.
func (o *User) HasAvatarUrl() bool {
	if o != nil && !IsNil(o.AvatarUrl) {
		return true
	}

	return false
}

// SetAvatarUrl gets a reference to the given string and assigns it to the AvatarUrl field.
func (o *User) SetAvatarUrl(v string) {
	o.AvatarUrl = &v
}

// GetMembership returns the Membership field value
func (o *User) GetMembership() Membership {
	if o == nil {
		var ret Membership
		return ret
	}

	return o.Membership
}

// GetMembershipOk returns a tuple with the Membership field value
// and a boolean to check if the value has been set.
func (o *User) GetMembershipOk() (*Membership, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Membership, true
}

// SetMembership sets field value
func (o *User) SetMembership(v Membership) {
	o.Membership = v
}

// GetCredits returns the Credits field value
func (o *User) GetCredits() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.Credits
}

// GetCreditsOk returns a tuple with the Credits field value
// and a boolean to check if the value has been set.
func (o *User) GetCreditsOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Credits, true
}

// SetCredits sets field value
func (o *User) SetCredits(v int64) {
	o.Credits = v
}

// GetBalance returns the Balance field value
func (o *User) GetBalance() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.Balance
}

// GetBalanceOk returns a tuple with the Balance field value
// and a boolean to check if the value has been set.
func (o *User) GetBalanceOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Balance, true
}

// SetBalance sets field value
func (o *User) SetBalance(v Money) {
	o.Balance = v
}

// GetInviteCode returns the InviteCode field value
func (o *User) GetInviteCode() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.InviteCode
}

// GetInviteCodeOk returns a tuple with the InviteCode field value
// and a boolean to check if the value has been set.
func (o *User) GetInviteCodeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.InviteCode, true
}

// SetInviteCode sets field value
func (o *User) SetInviteCode(v string) {
	o.InviteCode = v
}

// GetCreatedAt returns the CreatedAt field value
func (o *User) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *User) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *User) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

func (o User) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o User) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	if !IsNil(o.PhoneMasked) {
		toSerialize["phone_masked"] = o.PhoneMasked
	}
	if !IsNil(o.Nickname) {
		toSerialize["nickname"] = o.Nickname
	}
	if !IsNil(o.AvatarUrl) {
		toSerialize["avatar_url"] = o.AvatarUrl
	}
	toSerialize["membership"] = o.Membership
	toSerialize["credits"] = o.Credits
	toSerialize["balance"] = o.Balance
	toSerialize["invite_code"] = o.InviteCode
	toSerialize["created_at"] = o.CreatedAt

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *User) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"membership",
		"credits",
		"balance",
		"invite_code",
		"created_at",
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

	varUser := _User{}

	err = json.Unmarshal(data, &varUser)

	if err != nil {
		return err
	}

	*o = User(varUser)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "phone_masked")
		delete(additionalProperties, "nickname")
		delete(additionalProperties, "avatar_url")
		delete(additionalProperties, "membership")
		delete(additionalProperties, "credits")
		delete(additionalProperties, "balance")
		delete(additionalProperties, "invite_code")
		delete(additionalProperties, "created_at")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableUser struct {
	value *User
	isSet bool
}

func (v NullableUser) Get() *User {
	return v.value
}

func (v *NullableUser) Set(val *User) {
	v.value = val
	v.isSet = true
}

func (v NullableUser) IsSet() bool {
	return v.isSet
}

func (v *NullableUser) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableUser(val *User) *NullableUser {
	return &NullableUser{value: val, isSet: true}
}

func (v NullableUser) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableUser) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
