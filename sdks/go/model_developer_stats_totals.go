/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the DeveloperStatsTotals type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DeveloperStatsTotals{}

// DeveloperStatsTotals struct for DeveloperStatsTotals
type DeveloperStatsTotals struct {
	Calls                int64 `json:"calls"`
	PromptTokens         int64 `json:"prompt_tokens"`
	CompletionTokens     int64 `json:"completion_tokens"`
	Images               int64 `json:"images"`
	SpeechCharacters     int64 `json:"speech_characters"`
	RevenueShare         Money `json:"revenue_share"`
	AdditionalProperties map[string]interface{}
}

type _DeveloperStatsTotals DeveloperStatsTotals

// NewDeveloperStatsTotals instantiates a new DeveloperStatsTotals object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDeveloperStatsTotals(calls int64, promptTokens int64, completionTokens int64, images int64, speechCharacters int64, revenueShare Money) *DeveloperStatsTotals {
	this := DeveloperStatsTotals{}
	this.Calls = calls
	this.PromptTokens = promptTokens
	this.CompletionTokens = completionTokens
	this.Images = images
	this.SpeechCharacters = speechCharacters
	this.RevenueShare = revenueShare
	return &this
}

// NewDeveloperStatsTotalsWithDefaults instantiates a new DeveloperStatsTotals object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDeveloperStatsTotalsWithDefaults() *DeveloperStatsTotals {
	this := DeveloperStatsTotals{}
	return &this
}

// GetCalls returns the Calls field value
func (o *DeveloperStatsTotals) GetCalls() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.Calls
}

// GetCallsOk returns a tuple with the Calls field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsTotals) GetCallsOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Calls, true
}

// SetCalls sets field value
func (o *DeveloperStatsTotals) SetCalls(v int64) {
	o.Calls = v
}

// GetPromptTokens returns the PromptTokens field value
func (o *DeveloperStatsTotals) GetPromptTokens() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.PromptTokens
}

// GetPromptTokensOk returns a tuple with the PromptTokens field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsTotals) GetPromptTokensOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.PromptTokens, true
}

// SetPromptTokens sets field value
func (o *DeveloperStatsTotals) SetPromptTokens(v int64) {
	o.PromptTokens = v
}

// GetCompletionTokens returns the CompletionTokens field value
func (o *DeveloperStatsTotals) GetCompletionTokens() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.CompletionTokens
}

// GetCompletionTokensOk returns a tuple with the CompletionTokens field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsTotals) GetCompletionTokensOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CompletionTokens, true
}

// SetCompletionTokens sets field value
func (o *DeveloperStatsTotals) SetCompletionTokens(v int64) {
	o.CompletionTokens = v
}

// GetImages returns the Images field value
func (o *DeveloperStatsTotals) GetImages() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.Images
}

// GetImagesOk returns a tuple with the Images field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsTotals) GetImagesOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Images, true
}

// SetImages sets field value
func (o *DeveloperStatsTotals) SetImages(v int64) {
	o.Images = v
}

// GetSpeechCharacters returns the SpeechCharacters field value
func (o *DeveloperStatsTotals) GetSpeechCharacters() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.SpeechCharacters
}

// GetSpeechCharactersOk returns a tuple with the SpeechCharacters field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsTotals) GetSpeechCharactersOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.SpeechCharacters, true
}

// SetSpeechCharacters sets field value
func (o *DeveloperStatsTotals) SetSpeechCharacters(v int64) {
	o.SpeechCharacters = v
}

// GetRevenueShare returns the RevenueShare field value
func (o *DeveloperStatsTotals) GetRevenueShare() Money {
	if o == nil {
		var ret Money
		return ret
	}

	return o.RevenueShare
}

// GetRevenueShareOk returns a tuple with the RevenueShare field value
// and a boolean to check if the value has been set.
func (o *DeveloperStatsTotals) GetRevenueShareOk() (*Money, bool) {
	if o == nil {
		return nil, false
	}
	return &o.RevenueShare, true
}

// SetRevenueShare sets field value
func (o *DeveloperStatsTotals) SetRevenueShare(v Money) {
	o.RevenueShare = v
}

func (o DeveloperStatsTotals) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DeveloperStatsTotals) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["calls"] = o.Calls
	toSerialize["prompt_tokens"] = o.PromptTokens
	toSerialize["completion_tokens"] = o.CompletionTokens
	toSerialize["images"] = o.Images
	toSerialize["speech_characters"] = o.SpeechCharacters
	toSerialize["revenue_share"] = o.RevenueShare

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *DeveloperStatsTotals) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"calls",
		"prompt_tokens",
		"completion_tokens",
		"images",
		"speech_characters",
		"revenue_share",
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

	varDeveloperStatsTotals := _DeveloperStatsTotals{}

	err = json.Unmarshal(data, &varDeveloperStatsTotals)

	if err != nil {
		return err
	}

	*o = DeveloperStatsTotals(varDeveloperStatsTotals)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "calls")
		delete(additionalProperties, "prompt_tokens")
		delete(additionalProperties, "completion_tokens")
		delete(additionalProperties, "images")
		delete(additionalProperties, "speech_characters")
		delete(additionalProperties, "revenue_share")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableDeveloperStatsTotals struct {
	value *DeveloperStatsTotals
	isSet bool
}

func (v NullableDeveloperStatsTotals) Get() *DeveloperStatsTotals {
	return v.value
}

func (v *NullableDeveloperStatsTotals) Set(val *DeveloperStatsTotals) {
	v.value = val
	v.isSet = true
}

func (v NullableDeveloperStatsTotals) IsSet() bool {
	return v.isSet
}

func (v *NullableDeveloperStatsTotals) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDeveloperStatsTotals(val *DeveloperStatsTotals) *NullableDeveloperStatsTotals {
	return &NullableDeveloperStatsTotals{value: val, isSet: true}
}

func (v NullableDeveloperStatsTotals) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDeveloperStatsTotals) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
