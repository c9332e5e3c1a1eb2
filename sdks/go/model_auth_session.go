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

// checks if the AuthSession type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &AuthSession{}

// AuthSession The one token shape every login answers.
type AuthSession struct {
	// Send as `Authorization: Bearer <access_token>`.
	AccessToken string `json:"access_token" validate:"regexp=^at_[0-9A-Za-z]{16,64}$"`
	TokenType   string `json:"token_type"`
	// Seconds the access token lives (7200).
	ExpiresIn int32     `json:"expires_in"`
	ExpiresAt time.Time `json:"expires_at"`
	// Single use; renews the session through `unified_login` mode `refresh`.
	RefreshToken string `json:"refresh_token" validate:"regexp=^rt_[0-9A-Za-z]{16,64}$"`
	// Seconds the refresh token lives (2592000, 30 days).
	RefreshExpiresIn     int32 `json:"refresh_expires_in"`
	User                 User  `json:"user"`
	AdditionalProperties map[string]interface{}
}

type _AuthSession AuthSession

// NewAuthSession instantiates a new AuthSession object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewAuthSession(accessToken string, tokenType string, expiresIn int32, expiresAt time.Time, refreshToken string, refreshExpiresIn int32, user User) *AuthSession {
	this := AuthSession{}
	this.AccessToken = accessToken
	this.TokenType = tokenType
	this.ExpiresIn = expiresIn
	this.ExpiresAt = expiresAt
	this.RefreshToken = refreshToken
	this.RefreshExpiresIn = refreshExpiresIn
	this.User = user
	return &this
}

// NewAuthSessionWithDefaults instantiates a new AuthSession object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewAuthSessionWithDefaults() *AuthSession {
	this := AuthSession{}
	return &this
}

// GetAccessToken returns the AccessToken field value
func (o *AuthSession) GetAccessToken() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.AccessToken
}

// GetAccessTokenOk returns a tuple with the AccessToken field value
// and a boolean to check if the value has been set.
func (o *AuthSession) GetAccessTokenOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.AccessToken, true
}

// SetAccessToken sets field value
func (o *AuthSession) SetAccessToken(v string) {
	o.AccessToken = v
}

// GetTokenType returns the TokenType field value
func (o *AuthSession) GetTokenType() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.TokenType
}

// GetTokenTypeOk returns a tuple with the TokenType field value
// and a boolean to check if the value has been set.
func (o *AuthSession) GetTokenTypeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.TokenType, true
}

// SetTokenType sets field value
func (o *AuthSession) SetTokenType(v string) {
	o.TokenType = v
}

// GetExpiresIn returns the ExpiresIn field value
func (o *AuthSession) GetExpiresIn() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.ExpiresIn
}

// GetExpiresInOk returns a tuple with the ExpiresIn field value
// and a boolean to check if the value has been set.
func (o *AuthSession) GetExpiresInOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ExpiresIn, true
}

// SetExpiresIn sets field value
func (o *AuthSession) SetExpiresIn(v int32) {
	o.ExpiresIn = v
}

// GetExpiresAt returns the ExpiresAt field value
func (o *AuthSession) GetExpiresAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.ExpiresAt
}

// GetExpiresAtOk returns a tuple with the ExpiresAt field value
// and a boolean to check if the value has been set.
func (o *AuthSession) GetExpiresAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ExpiresAt, true
}

// SetExpiresAt sets field value
func (o *AuthSession) SetExpiresAt(v time.Time) {
	o.ExpiresAt = v
}

// GetRefreshToken returns the RefreshToken field value
func (o *AuthSession) GetRefreshToken() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.RefreshToken
}

// GetRefreshTokenOk returns a tuple with the RefreshToken field value
// and a boolean to check if the value has been set.
func (o *AuthSession) GetRefreshTokenOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.RefreshToken, true
}

// SetRefreshToken sets field value
func (o *AuthSession) SetRefreshToken(v string) {
	o.RefreshToken = v
}

// GetRefreshExpiresIn returns the RefreshExpiresIn field value
func (o *AuthSession) GetRefreshExpiresIn() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.RefreshExpiresIn
}

// GetRefreshExpiresInOk returns a tuple with the RefreshExpiresIn field value
// and a boolean to check if the value has been set.
func (o *AuthSession) GetRefreshExpiresInOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.RefreshExpiresIn, true
}

// SetRefreshExpiresIn sets field value
func (o *AuthSession) SetRefreshExpiresIn(v int32) {
	o.RefreshExpiresIn = v
}

// GetUser returns the User field value
func (o *AuthSession) GetUser() User {
	if o == nil {
		var ret User
		return ret
	}

	return o.User
}

// GetUserOk returns a tuple with the User field value
// and a boolean to check if the value has been set.
func (o *AuthSession) GetUserOk() (*User, bool) {
	if o == nil {
		return nil, false
	}
	return &o.User, true
}

// SetUser sets field value
func (o *AuthSession) SetUser(v User) {
	o.User = v
}

func (o AuthSession) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o AuthSession) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["access_token"] = o.AccessToken
	toSerialize["token_type"] = o.TokenType
	toSerialize["expires_in"] = o.ExpiresIn
	toSerialize["expires_at"] = o.ExpiresAt
	toSerialize["refresh_token"] = o.RefreshToken
	toSerialize["refresh_expires_in"] = o.RefreshExpiresIn
	toSerialize["user"] = o.User

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *AuthSession) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"access_token",
		"token_type",
		"expires_in",
		"expires_at",
		"refresh_token",
		"refresh_expires_in",
		"user",
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

	varAuthSession := _AuthSession{}

	err = json.Unmarshal(data, &varAuthSession)

	if err != nil {
		return err
	}

	*o = AuthSession(varAuthSession)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "access_token")
		delete(additionalProperties, "token_type")
		delete(additionalProperties, "expires_in")
		delete(additionalProperties, "expires_at")
		delete(additionalProperties, "refresh_token")
		delete(additionalProperties, "refresh_expires_in")
		delete(additionalProperties, "user")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableAuthSession struct {
	value *AuthSession
	isSet bool
}

func (v NullableAuthSession) Get() *AuthSession {
	return v.value
}

func (v *NullableAuthSession) Set(val *AuthSession) {
	v.value = val
	v.isSet = true
}

func (v NullableAuthSession) IsSet() bool {
	return v.isSet
}

func (v *NullableAuthSession) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableAuthSession(val *AuthSession) *NullableAuthSession {
	return &NullableAuthSession{value: val, isSet: true}
}

func (v NullableAuthSession) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableAuthSession) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
