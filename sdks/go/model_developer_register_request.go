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

// checks if the DeveloperRegisterRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DeveloperRegisterRequest{}

// DeveloperRegisterRequest struct for DeveloperRegisterRequest
type DeveloperRegisterRequest struct {
	Name    string  `json:"name"`
	Email   string  `json:"email"`
	Company *string `json:"company,omitempty"`
	Website *string `json:"website,omitempty"`
}

type _DeveloperRegisterRequest DeveloperRegisterRequest

// NewDeveloperRegisterRequest instantiates a new DeveloperRegisterRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDeveloperRegisterRequest(name string, email string) *DeveloperRegisterRequest {
	this := DeveloperRegisterRequest{}
	this.Name = name
	this.Email = email
	return &this
}

// NewDeveloperRegisterRequestWithDefaults instantiates a new DeveloperRegisterRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDeveloperRegisterRequestWithDefaults() *DeveloperRegisterRequest {
	this := DeveloperRegisterRequest{}
	return &this
}

// GetName returns the Name field value
func (o *DeveloperRegisterRequest) GetName() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Name
}

// GetNameOk returns a tuple with the Name field value
// and a boolean to check if the value has been set.
func (o *DeveloperRegisterRequest) GetNameOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Name, true
}

// SetName sets field value
func (o *DeveloperRegisterRequest) SetName(v string) {
	o.Name = v
}

// GetEmail returns the Email field value
func (o *DeveloperRegisterRequest) GetEmail() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Email
}

// GetEmailOk returns a tuple with the Email field value
// and a boolean to check if the value has been set.
func (o *DeveloperRegisterRequest) GetEmailOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Email, true
}

// SetEmail sets field value
func (o *DeveloperRegisterRequest) SetEmail(v string) {
	o.Email = v
}

// GetCompany returns the Company field value if set, zero value otherwise.
func (o *DeveloperRegisterRequest) GetCompany() string {
	if o == nil || IsNil(o.Company) {
		var ret string
		return ret
	}
	return *o.Company
}

// GetCompanyOk returns a tuple with the Company field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *DeveloperRegisterRequest) GetCompanyOk() (*string, bool) {
	if o == nil || IsNil(o.Company) {
		return nil, false
	}
	return o.Company, true
}

// HasCompany returns a boolean if a field has been set.
func (o *DeveloperRegisterRequest) HasCompany() bool {
	if o != nil && !IsNil(o.Company) {
		return true
	}

	return false
}

// SetCompany gets a reference to the given string and assigns it to the Company field.
func (o *DeveloperRegisterRequest) SetCompany(v string) {
	o.Company = &v
}

// GetWebsite returns the Website field value if set, zero value otherwise.
func (o *DeveloperRegisterRequest) GetWebsite() string {
	if o == nil || IsNil(o.Website) {
		var ret string
		return ret
	}
	return *o.Website
}

// GetWebsiteOk returns a tuple with the Website field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *DeveloperRegisterRequest) GetWebsiteOk() (*string, bool) {
	if o == nil || IsNil(o.Website) {
		return nil, false
	}
	return o.Website, true
}

// HasWebsite returns a boolean if a field has been set.
func (o *DeveloperRegisterRequest) HasWebsite() bool {
	if o != nil && !IsNil(o.Website) {
		return true
	}

	return false
}

// SetWebsite gets a reference to the given string and assigns it to the Website field.
func (o *DeveloperRegisterRequest) SetWebsite(v string) {
	o.Website = &v
}

func (o DeveloperRegisterRequest) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DeveloperRegisterRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["name"] = o.Name
	toSerialize["email"] = o.Email
	if !IsNil(o.Company) {
		toSerialize["company"] = o.Company
	}
	if !IsNil(o.Website) {
		toSerialize["website"] = o.Website
	}
	return toSerialize, nil
}

func (o *DeveloperRegisterRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"name",
		"email",
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

	varDeveloperRegisterRequest := _DeveloperRegisterRequest{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varDeveloperRegisterRequest)

	if err != nil {
		return err
	}

	*o = DeveloperRegisterRequest(varDeveloperRegisterRequest)

	return err
}

type NullableDeveloperRegisterRequest struct {
	value *DeveloperRegisterRequest
	isSet bool
}

func (v NullableDeveloperRegisterRequest) Get() *DeveloperRegisterRequest {
	return v.value
}

func (v *NullableDeveloperRegisterRequest) Set(val *DeveloperRegisterRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableDeveloperRegisterRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableDeveloperRegisterRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDeveloperRegisterRequest(val *DeveloperRegisterRequest) *NullableDeveloperRegisterRequest {
	return &NullableDeveloperRegisterRequest{value: val, isSet: true}
}

func (v NullableDeveloperRegisterRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDeveloperRegisterRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
