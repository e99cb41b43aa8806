from django.http import JsonResponse

from .services.analytics import track_event


def basket_view(request):
    track_event(request.user.id, "basket_viewed")
    return JsonResponse({"ok": True})
