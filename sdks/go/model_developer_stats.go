/*
Orbit Platform API 3.4.0: Go client, package orbit.

Generated from openapi/openapi.yaml by the orbit toolkit (generators/go).
*/

package orbit

import (
	"encoding/json"
	"fmt"
)

// checks if the DeveloperStats type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DeveloperStats{}

// DeveloperStats struct for DeveloperStats
type DeveloperStats struct {
	From                 string                          `json:"from"`
	To                   string                          `json:"to"`
	RevenueShareBps      int32                           `json:"revenue_share_bps"`
	Totals               DeveloperStatsTotals            `json:"totals"`
	ByEndpoint           []DeveloperStatsByEndpointInner `json:"by_endpoint"`
	ByKey                []DeveloperStatsByKeyInner      `json:"by_key"`
	AdditionalProperties map[string]interface{}
}

type _DeveloperStats DeveloperStats

// NewDeveloperStats instantiates a new DeveloperStats object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDeveloperStats(from string, to string, revenueShareBps int32, totals DeveloperStatsTotals, byEndpoint []DeveloperStatsByEndpointInner, byKey []DeveloperStatsByKeyInner) *DeveloperStats {
	this := DeveloperStats{}
	this.From = from
	this.To = to
	this.RevenueShareBps = revenueShareBps
	this.Totals = totals
	this.ByEndpoint = byEndpoint
	this.ByKey = byKey
	return &this
}

// NewDeveloperStatsWithDefaults instantiates a new DeveloperStats object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDeveloperStatsWithDefaults() *DeveloperStats {
	this := DeveloperStats{}
	return &this
}

// GetFrom returns the From field value
func (o *DeveloperStats) GetFrom() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.From
}

// GetFromOk returns a tuple with the From field value
// and a boolean to check if the value has been set.
func (o *DeveloperStats) GetFromOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.From, true
}

// SetFrom sets field value
func (o *DeveloperStats) SetFrom(v string) {
	o.From = v
}

// GetTo returns the To field value
func (o *DeveloperStats) GetTo() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.To
}

// GetToOk returns a tuple with the To field value
// and a boolean to check if the value has been set.
func (o *DeveloperStats) GetToOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.To, true
}

// SetTo sets field value
func (o *DeveloperStats) SetTo(v string) {
	o.To = v
}

// GetRevenueShareBps returns the RevenueShareBps field value
func (o *DeveloperStats) GetRevenueShareBps() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.RevenueShareBps
}

// GetRevenueShareBpsOk returns a tuple with the RevenueShareBps field value
// and a boolean to check if the value has been set.
func (o *DeveloperStats) GetRevenueShareBpsOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.RevenueShareBps, true
}

// SetRevenueShareBps sets field value
func (o *DeveloperStats) SetRevenueShareBps(v int32) {
	o.RevenueShareBps = v
}

// GetTotals returns the Totals field value
func (o *DeveloperStats) GetTotals() DeveloperStatsTotals {
	if o == nil {
		var ret DeveloperStatsTotals
		return ret
	}

	return o.Totals
}

// GetTotalsOk returns a tuple with the Totals field value
// and a boolean to check if the value has been set.
func (o *DeveloperStats) GetTotalsOk() (*DeveloperStatsTotals, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Totals, true
}

// SetTotals sets field value
func (o *DeveloperStats) SetTotals(v DeveloperStatsTotals) {
	o.Totals = v
}

// GetByEndpoint returns the ByEndpoint field value
func (o *DeveloperStats) GetByEndpoint() []DeveloperStatsByEndpointInner {
	if o == nil {
		var ret []DeveloperStatsByEndpointInner
		return ret
	}

	return o.ByEndpoint
}

// GetByEndpointOk returns a tuple with the ByEndpoint field value
// and a boolean to check if the value has been set.
func (o *DeveloperStats) GetByEndpointOk() ([]DeveloperStatsByEndpointInner, bool) {
	if o == nil {
		return nil, false
	}
	return o.ByEndpoint, true
}

// SetByEndpoint sets field value
func (o *DeveloperStats) SetByEndpoint(v []DeveloperStatsByEndpointInner) {
	o.ByEndpoint = v
}

// GetByKey returns the ByKey field value
func (o *DeveloperStats) GetByKey() []DeveloperStatsByKeyInner {
	if o == nil {
		var ret []DeveloperStatsByKeyInner
		return ret
	}

	return o.ByKey
}

// GetByKeyOk returns a tuple with the ByKey field value
// and a boolean to check if the value has been set.
func (o *DeveloperStats) GetByKeyOk() ([]DeveloperStatsByKeyInner, bool) {
	if o == nil {
		return nil, false
	}
	return o.ByKey, true
}

// SetByKey sets field value
func (o *DeveloperStats) SetByKey(v []DeveloperStatsByKeyInner) {
	o.ByKey = v
}

func (o DeveloperStats) MarshalJSON() ([]byte, error) {
	toSerialize, err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DeveloperStats) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["from"] = o.From
	toSerialize["to"] = o.To
	toSerialize["revenue_share_bps"] = o.RevenueShareBps
	toSerialize["totals"] = o.Totals
	toSerialize["by_endpoint"] = o.ByEndpoint
	toSerialize["by_key"] = o.ByKey

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *DeveloperStats) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"from",
		"to",
		"revenue_share_bps",
		"totals",
		"by_endpoint",
		"by_key",
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

	varDeveloperStats := _DeveloperStats{}

	err = json.Unmarshal(data, &varDeveloperStats)

	if err != nil {
		return err
	}

	*o = DeveloperStats(varDeveloperStats)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "from")
		delete(additionalProperties, "to")
		delete(additionalProperties, "revenue_share_bps")
		delete(additionalProperties, "totals")
		delete(additionalProperties, "by_endpoint")
		delete(additionalProperties, "by_key")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableDeveloperStats struct {
	value *DeveloperStats
	isSet bool
}

func (v NullableDeveloperStats) Get() *DeveloperStats {
	return v.value
}

func (v *NullableDeveloperStats) Set(val *DeveloperStats) {
	v.value = val
	v.isSet = true
}

func (v NullableDeveloperStats) IsSet() bool {
	return v.isSet
}

func (v *NullableDeveloperStats) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDeveloperStats(val *DeveloperStats) *NullableDeveloperStats {
	return &NullableDeveloperStats{value: val, isSet: true}
}

func (v NullableDeveloperStats) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDeveloperStats) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}
