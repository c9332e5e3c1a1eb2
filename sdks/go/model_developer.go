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

// checks if the Developer type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &Developer{}

// Developer struct for Developer
type Developer struct {
	Id      string  `json:"id" validate:"regexp=^dev_[0-9A-Za-z]{16}$"`
	Name    string  `json:"name"`
	Email   string  `json:"email"`
	Company *string `json:"company,omitempty"`
	Website *string `json:"website,omitempty"`
	// The developer's share of the list price of their calls, in basis points.
	RevenueShareBps      int32     `json:"revenue_share_bps"`
	CreatedAt            time.Time `json:"created_at"`
	AdditionalProperties map[string]interface{}
}

type _Developer Developer

// NewDeveloper instantiates a new Developer object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDeveloper(id string, name string, email string, revenueShareBps int32, createdAt time.Time) *Developer {
	this := Developer{}
	this.Id = id
	this.Name = name
	this.Email = email
	this.RevenueShareBps = revenueShareBps
	this.CreatedAt = createdAt
	return &this
}

// NewDeveloperWithDefaults instantiates a new Developer object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDeveloperWithDefaults() *Developer {
	this := Developer{}
	return &this
}

// GetId returns the Id field value
func (o *Developer) GetId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Id
}

// GetIdOk returns a tuple with the Id field value
// and a boolean to check if the value has been set.
func (o *Developer) GetIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Id, true
}

// SetId sets field value
func (o *Developer) SetId(v string) {
	o.Id = v
}

// GetName returns the Name field value
func (o *Developer) GetName() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Name
}

// GetNameOk returns a tuple with the Name field value
// and a boolean to check if the value has been set.
func (o *Developer) GetNameOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Name, true
}

// SetName sets field value
func (o *Developer) SetName(v string) {
	o.Name = v
}

// GetEmail returns the Email field value
func (o *Developer) GetEmail() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Email
}

// GetEmailOk returns a tuple with the Email field value
// and a boolean to check if the value has been set.
func (o *Developer) GetEmailOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Email, true
}

// SetEmail sets field value
func (o *Developer) SetEmail(v string) {
	o.Email = v
}

// GetCompany returns the Company field value if set, zero value otherwise.
func (o *Developer) GetCompany() string {
	if o == nil || IsNil(o.Company) {
		var ret string
		return ret
	}
	return *o.Company
}

// GetCompanyOk returns a tuple with the Company field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Developer) GetCompanyOk() (*string, bool) {
	if o == nil || IsNil(o.Company) {
		return nil, false
	}
	return o.Company, true
}

// HasCompany returns a boolean if a field has been set.
func (o *Developer) HasCompany() bool {
	if o != nil && !IsNil(o.Company) {
		return true
	}

	return false
}

// SetCompany gets a reference to the given string and assigns it to the Company field.
func (o *Developer) SetCompany(v string) {
	o.Company = &v
}

// GetWebsite returns the Website field value if set, zero value otherwise.
func (o *Developer) GetWebsite() string {
	if o == nil || IsNil(o.Website) {
		var ret string
		return ret
	}
	return *o.Website
}

// GetWebsiteOk returns a tuple with the Website field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *Developer) GetWebsiteOk() (*string, bool) {
	if o == nil || IsNil(o.Website) {
		return nil, false
	}
	return o.Website, true
}

// HasWebsite returns a boolean if a field has been set.
func (o *Developer) HasWebsite() bool {
	if o != nil && !IsNil(o.Website) {
		return true
	}

	return false
}

// SetWebsite gets a reference to the given string and assigns it to the Website field.
func (o *Developer) SetWebsite(v string) {
	o.Website = &v
}

// GetRevenueShareBps returns the RevenueShareBps field value
func (o *Developer) GetRevenueShareBps() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.RevenueShareBps
}

// GetRevenueShareBpsOk returns a tuple with the RevenueShareBps field value
// and a boolean to check if the value has been set.
func (o *Developer) GetRevenueShareBpsOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.RevenueShareBps, true
}

// SetRevenueShareBps sets field value
func (o *Developer) SetRevenueShareBps(v int32) {
	o.RevenueShareBps = v
}

// GetCreatedAt returns the CreatedAt field value
func (o *Developer) GetCreatedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.CreatedAt
}

// GetCreatedAtOk returns a tuple with the CreatedAt field value
// and a boolean to check if the value has been set.
func (o *Developer) GetCreatedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.CreatedAt, true
}

// SetCreatedAt sets field value
func (o *Developer) SetCreatedAt(v time.Time) {
	o.CreatedAt = v
}

func (o Developer) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o Developer) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["id"] = o.Id
	toSerialize["name"] = o.Name
	toSerialize["email"] = o.Email
	if !IsNil(o.Company) {
		toSerialize["company"] = o.Company
	}
	if !IsNil(o.Website) {
		toSerialize["website"] = o.Website
	}
	toSerialize["revenue_share_bps"] = o.RevenueShareBps
	toSerialize["created_at"] = o.CreatedAt

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *Developer) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"id",
		"name",
		"email",
		"revenue_share_bps",
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

	varDeveloper := _Developer{}

	err = json.Unmarshal(data, &varDeveloper)

	if err != nil {
		return err
	}

	*o = Developer(varDeveloper)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "id")
		delete(additionalProperties, "name")
		delete(additionalProperties, "email")
		delete(additionalProperties, "company")
		delete(additionalProperties, "website")
		delete(additionalProperties, "revenue_share_bps")
		delete(additionalProperties, "created_at")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableDeveloper struct {
	value *Developer
	isSet bool
}

func (v NullableDeveloper) Get() *Developer {
	return v.value
}

func (v *NullableDeveloper) Set(val *Developer) {
	v.value = val
	v.isSet = true
}

func (v NullableDeveloper) IsSet() bool {
	return v.isSet
}

func (v *NullableDeveloper) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDeveloper(val *Developer) *NullableDeveloper {
	return &NullableDeveloper{value: val, isSet: true}
}

func (v NullableDeveloper) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDeveloper) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
