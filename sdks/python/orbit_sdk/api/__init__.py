# flake8: noqa

# import apis into api package
from orbit_sdk.api.ai_api import AiApi
from orbit_sdk.api.auth_api import AuthApi
from orbit_sdk.api.developer_api import DeveloperApi
from orbit_sdk.api.distribution_api import DistributionApi
from orbit_sdk.api.generation_api import GenerationApi
from orbit_sdk.api.notifications_api import NotificationsApi
from orbit_sdk.api.orders_api import OrdersApi
from orbit_sdk.api.packages_api import PackagesApi
from orbit_sdk.api.payments_api import PaymentsApi

