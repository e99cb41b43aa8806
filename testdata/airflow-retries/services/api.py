from services.weaknesses import lookup_weakness


def weakness_detail(cwe_id):
    return {"data": lookup_weakness(cwe_id)}
