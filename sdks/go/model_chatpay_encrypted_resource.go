/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the ChatpayEncryptedResource type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &ChatpayEncryptedResource{}

// ChatpayEncryptedResource struct for ChatpayEncryptedResource
type ChatpayEncryptedResource struct {
	Algorithm string `json:"algorithm"`
	// Base64 of the AES-256-GCM ciphertext followed by its 16-byte tag; decrypts to a `ChatpayTransaction`.
	Ciphertext     string  `json:"ciphertext"`
	AssociatedData *string `json:"associated_data,omitempty"`
	// The 12-character GCM nonce.
	Nonce                string `json:"nonce" validate:"regexp=^[0-9A-Za-z]{12}$"`
	OriginalType         string `json:"original_type"`
	AdditionalProperties map[string]interface{}
}

type _ChatpayEncryptedResource ChatpayEncryptedResource

// NewChatpayEncryptedResource instantiates a new ChatpayEncryptedResource object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewChatpayEncryptedResource(algorithm string, ciphertext string, nonce string, originalType string) *ChatpayEncryptedResource {
	this := ChatpayEncryptedResource{}
	this.Algorithm = algorithm
	this.Ciphertext = ciphertext
	this.Nonce = nonce
	this.OriginalType = originalType
	return &this
}

// NewChatpayEncryptedResourceWithDefaults instantiates a new ChatpayEncryptedResource object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewChatpayEncryptedResourceWithDefaults() *ChatpayEncryptedResource {
	this := ChatpayEncryptedResource{}
	return &this
}

// GetAlgorithm returns the Algorithm field value
func (o *ChatpayEncryptedResource) GetAlgorithm() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Algorithm
}

// GetAlgorithmOk returns a tuple with the Algorithm field value
// and a boolean to check if the value has been set.
func (o *ChatpayEncryptedResource) GetAlgorithmOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Algorithm, true
}

// SetAlgorithm sets field value
func (o *ChatpayEncryptedResource) SetAlgorithm(v string) {
	o.Algorithm = v
}

// GetCiphertext returns the Ciphertext field value
func (o *ChatpayEncryptedResource) GetCiphertext() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Ciphertext
}

// GetCiphertextOk returns a tuple with the Ciphertext field value
// and a boolean to check if the value has been set.
func (o *ChatpayEncryptedResource) GetCiphertextOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Ciphertext, true
}

// SetCiphertext sets field value
func (o *ChatpayEncryptedResource) SetCiphertext(v string) {
	o.Ciphertext = v
}

// GetAssociatedData returns the AssociatedData field value if set, zero value otherwise.
func (o *ChatpayEncryptedResource) GetAssociatedData() string {
	if o == nil || IsNil(o.AssociatedData) {
		var ret string
		return ret
	}
	return *o.AssociatedData
}

// GetAssociatedDataOk returns a tuple with the AssociatedData field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *ChatpayEncryptedResource) GetAssociatedDataOk() (*string, bool) {
	if o == nil || IsNil(o.AssociatedData) {
		return nil, false
	}
	return o.AssociatedData, true
}

// HasAssociatedData returns a boolean if a field has been set.
func (o *ChatpayEncryptedResource) HasAssociatedData() bool {
	if o != nil && !IsNil(o.AssociatedData) {
		return true
	}

	return false
}

// SetAssociatedData gets a reference to the given string and assigns it to the AssociatedData field.
func (o *ChatpayEncryptedResource) SetAssociatedData(v string) {
	o.AssociatedData = &v
}

// GetNonce returns the Nonce field value
func (o *ChatpayEncryptedResource) GetNonce() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Nonce
}

// GetNonceOk returns a tuple with the Nonce field value
// and a boolean to check if the value has been set.
func (o *ChatpayEncryptedResource) GetNonceOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Nonce, true
}

// SetNonce sets field value
func (o *ChatpayEncryptedResource) SetNonce(v string) {
	o.Nonce = v
}

// GetOriginalType returns the OriginalType field value
func (o *ChatpayEncryptedResource) GetOriginalType() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.OriginalType
}

// GetOriginalTypeOk returns a tuple with the OriginalType field value
// and a boolean to check if the value has been set.
func (o *ChatpayEncryptedResource) GetOriginalTypeOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OriginalType, true
}

// SetOriginalType sets field value
func (o *ChatpayEncryptedResource) SetOriginalType(v string) {
	o.OriginalType = v
}

func (o ChatpayEncryptedResource) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o ChatpayEncryptedResource) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["algorithm"] = o.Algorithm
	toSerialize["ciphertext"] = o.Ciphertext
	if !IsNil(o.AssociatedData) {
		toSerialize["associated_data"] = o.AssociatedData
	}
	toSerialize["nonce"] = o.Nonce
	toSerialize["original_type"] = o.OriginalType

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *ChatpayEncryptedResource) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"algorithm",
		"ciphertext",
		"nonce",
		"original_type",
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

	varChatpayEncryptedResource := _ChatpayEncryptedResource{}

	err = json.Unmarshal(data, &varChatpayEncryptedResource)

	if err != nil {
		return err
	}

	*o = ChatpayEncryptedResource(varChatpayEncryptedResource)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "algorithm")
		delete(additionalProperties, "ciphertext")
		delete(additionalProperties, "associated_data")
		delete(additionalProperties, "nonce")
		delete(additionalProperties, "original_type")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableChatpayEncryptedResource struct {
	value *ChatpayEncryptedResource
	isSet bool
}

func (v NullableChatpayEncryptedResource) Get() *ChatpayEncryptedResource {
	return v.value
}

func (v *NullableChatpayEncryptedResource) Set(val *ChatpayEncryptedResource) {
	v.value = val
	v.isSet = true
}

func (v NullableChatpayEncryptedResource) IsSet() bool {
	return v.isSet
}

func (v *NullableChatpayEncryptedResource) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableChatpayEncryptedResource(val *ChatpayEncryptedResource) *NullableChatpayEncryptedResource {
	return &NullableChatpayEncryptedResource{value: val, isSet: true}
}

func (v NullableChatpayEncryptedResource) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableChatpayEncryptedResource) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
