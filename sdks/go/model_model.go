/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the Model type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &Model{}

// Model struct for Model
type Model struct {
	Id      string    `json:"id" validate:"regexp=^[a-z0-9][a-z0-9.-]{1,63}$"`
	Name    string    `json:"name"`
	Type    ModelType `json:"type"`
	OwnedBy string    `json:"owned_by"`
	// Tokens of context (chat models).
	ContextWindow        *int32 `json:"context_window,omitempty"`
	Available            bool   `json:"available"`
	AdditionalProperties map[string]interface{}
}

type _Model Model

// NewModel instantiates a new Model object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewModel(id string, name string, type_ ModelType, ownedBy string, available bool) *Model {
	this := Model{}
	this.Id = id
	this.Name = name
	this.Type = type_
	this.OwnedBy = ownedBy
	this.Available = available
	return &this
}

// NewModelWithDefaults instantiates a new Model object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewModelWithDefaults() *Model {
	this := Model{}
	return &this
}

// GetId returns the Id field value
func (o *Model) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *Model) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *Model) SetId(v string) {
	o.Id = v
}

// GetName returns the Name field value
func (o *Model) GetName() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Name
}

// GetNameOk returns a tuple with the Name field value
// and a boolean to check if the value has been set.
func (o *Model) GetNameOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Name, true
}

// SetName sets field value
func (o *Model) SetName(v string) {
	o.Name = v
}

// GetType returns the Type field value
func (o *Model) GetType() ModelType {
	if o == nil {
		var ret ModelType
		return ret
	}

	return o.Type
}

// GetTypeOk returns a tuple with the Type field value
// and a boolean to check if the value has been set.
func (o *Model) GetTypeOk() (*ModelType, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Type, true
}

// SetType sets field value
func (o *Model) SetType(v ModelType) {
	o.Type = v
}

// GetOwnedBy returns the OwnedBy field value
func (o *Model) GetOwnedBy() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.OwnedBy
}

// GetOwnedByOk returns a tuple with the OwnedBy field value
// and a boolean to check if the value has been set.
func (o *Model) GetOwnedByOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.OwnedBy, true
}

// SetOwnedBy sets field value
func (o *Model) SetOwnedBy(v string) {
	o.OwnedBy = v
}

// GetContextWindow returns the ContextWindow field value if set, zero value otherwise.
func (o *Model) GetContextWindow() int32 {
	if o == nil || IsNil(o.ContextWindow) {
		var ret int32
		return ret
	}
	return *o.ContextWindow
}

// GetContextWindowOk returns a tuple with the ContextWindow field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Model) GetContextWindowOk() (*int32, bool) {
	if o == nil || IsNil(o.ContextWindow) {
		return nil, false
	}
	return o.ContextWindow, true
}

// HasContextWindow returns a boolean if a field has been set.
func (o *Model) HasContextWindow() bool {
	if o != nil && !IsNil(o.ContextWindow) {
		return true
	}

	return false
}

// SetContextWindow gets a reference to the given int32 and assigns it to the ContextWindow field.
func (o *Model) SetContextWindow(v int32) {
	o.ContextWindow = &v
}

// GetAvailable returns the Available field value
func (o *Model) GetAvailable() bool {
	if o == nil {
		var ret bool
		return ret
	}

	return o.Available
}

// GetAvailableOk returns a tuple with the Available field value
// and a boolean to check if the value has been set.
func (o *Model) GetAvailableOk() (*bool, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Available, true
}

// SetAvailable sets field value
func (o *Model) SetAvailable(v bool) {
	o.Available = v
}

func (o Model) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o Model) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["name"] = o.Name
	toSerialize["type"] = o.Type
	toSerialize["owned_by"] = o.OwnedBy
	if !IsNil(o.ContextWindow) {
		toSerialize["context_window"] = o.ContextWindow
	}
	toSerialize["available"] = o.Available

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *Model) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"name",
		"type",
		"owned_by",
		"available",
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

	varModel := _Model{}

	err = json.Unmarshal(data, &varModel)

	if err != nil {
		return err
	}

	*o = Model(varModel)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "name")
		delete(additionalProperties, "type")
		delete(additionalProperties, "owned_by")
		delete(additionalProperties, "context_window")
		delete(additionalProperties, "available")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableModel struct {
	value *Model
	isSet bool
}

func (v NullableModel) Get() *Model {
	return v.value
}

func (v *NullableModel) Set(val *Model) {
	v.value = val
	v.isSet = true
}

func (v NullableModel) IsSet() bool {
	return v.isSet
}

func (v *NullableModel) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableModel(val *Model) *NullableModel {
	return &NullableModel{value: val, isSet: true}
}

func (v NullableModel) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableModel) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
