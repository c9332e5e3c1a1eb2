# Generated from the contract by openapi-generator (generators/python); do not edit.
__title__ = "orbit-sdk"
__version__ = "3.4.0"
